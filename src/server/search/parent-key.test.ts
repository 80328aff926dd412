import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { resolveParentKey } from './parent-key.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db, MIGRATIONS);
}, 60_000);
afterAll(() => db.close());

describe('resolveParentKey', () => {
  it('uses SEARCH_API_KEY when set, without touching the database', async () => {
    const noDb = () => Promise.reject(new Error('not opened'));
    expect(await resolveParentKey('configured-secret-key', noDb)).toBe('configured-secret-key');
  });

  it('generates one random key and every process sharing the database gets the same', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => resolveParentKey(undefined, async () => db)));
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([a, b, c]).size).toBe(1);
    expect(await resolveParentKey(undefined, async () => db)).toBe(a);
  });
});
