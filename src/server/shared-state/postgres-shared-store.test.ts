import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { postgresSharedStore } from './postgres-shared-store.ts';

describe('PostgreSQL shared store', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
  }, 60_000);
  afterAll(() => db.close());

  it('sweeps rows whose life is over, so the table stays small', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    const store = postgresSharedStore(async () => db, { now: () => new Date(now), sweepEveryMs: 60_000 });
    await store.increment([{ key: 'old', by: 1, ttlMs: 1000 }]);
    await store.set('kept', 'v', 10 * 60_000);
    now += 2 * 60_000;
    await store.increment([{ key: 'new', by: 1, ttlMs: 1000 }]);
    const rows = await db.query<{ key: string }>('select key from shared_state order by key');
    expect(rows.map((row) => row.key)).toEqual(['kept', 'new']);
  });
});
