import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { PGLITE_SETTINGS } from './pglite-settings.ts';
import { openTestPglite } from './test-pglite.test-helper.ts';

describe('the embedded database settings', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
  }, 60_000);
  afterAll(() => db.close());

  const show = async (name: string) => {
    const [row] = await db.query<Record<string, string>>(`show ${name}`);
    return Object.values(row ?? {})[0];
  };

  it('start with small buffers, so the WebAssembly memory it touches at start stays small', async () => {
    expect(await show('shared_buffers')).toBe('16MB');
    expect(await show('wal_buffers')).toBe('512kB');
    for (const [name, value] of Object.entries(PGLITE_SETTINGS)) expect(await show(name)).toBe(value);
  });

  it('size its shared memory (allocated up front, never given back) at a few tens of MB', async () => {
    const [row] = await db.query<{ mb: number }>(
      'select (sum(allocated_size) / 1048576)::int as mb from pg_shmem_allocations',
    );
    // 146 MB with PostgreSQL's default buffers; about 24 MB with the portal's.
    expect(row?.mb).toBeLessThan(32);
  });

  it('keep commits durable: a commit waits for its WAL', async () => {
    expect(await show('synchronous_commit')).toBe('on');
  });
});
