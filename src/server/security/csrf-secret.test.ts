import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveParentKey } from '../search/parent-key.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { resolveCsrfSecret } from './csrf-secret.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db, MIGRATIONS);
}, 60_000);
afterAll(() => db.close());

describe('resolveCsrfSecret', () => {
  it('uses CSRF_SECRET when set, without touching the database', async () => {
    const noDb = () => Promise.reject(new Error('not opened'));
    expect(await resolveCsrfSecret('a'.repeat(32), noDb)).toBe('a'.repeat(32));
  });

  it('generates one secret that every process sharing the database gets, apart from the search key', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => resolveCsrfSecret(undefined, async () => db)));
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toBe(a);
    expect(await resolveParentKey(undefined, async () => db)).not.toBe(a);
  });
});
