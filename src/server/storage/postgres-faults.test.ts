import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import {
  privateClusterSkip,
  startPrivateCluster,
  type PrivateCluster,
} from './private-postgres.test-helper.ts';
import { isStorageUnavailable, StorageUnavailableError } from './storage-unavailable.ts';

const skip = privateClusterSkip();
if (skip) console.warn(`Skipping PostgreSQL fault tests: ${skip}`);

/** Polls `check` until it resolves (the pool reconnects on its own), or fails after `ms`. */
async function eventually<T>(check: () => Promise<T>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((wake) => setTimeout(wake, 100));
    }
  }
}

/** How long `work` takes to settle, and its error if it rejected. */
async function timed(work: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  const error = await work().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return { ms: performance.now() - started, error };
}

describe.skipIf(skip)('PostgreSQL faults (private cluster)', () => {
  let cluster: PrivateCluster;
  let db: Database;
  const events: string[] = [];

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    db = await openPostgresDatabase({
      connectionString: cluster.url,
      onEvent: (event) => events.push(event),
    });
    await db.query('create table notes (id int primary key)');
  }, 60_000);

  afterAll(async () => {
    await db?.close().catch(() => undefined);
    await cluster?.destroy();
  }, 60_000);

  it('survives a fast and an immediate stop with idle and busy clients, and reconnects by itself', async () => {
    for (const mode of ['fast', 'immediate'] as const) {
      // Idle pooled clients, plus one held inside a transaction while the server goes away.
      await Promise.all([1, 2, 3].map(() => db.query('select pg_sleep(0.01)')));
      let release!: () => void;
      const held = db.transaction(async (tx) => {
        await tx.query('select 1');
        await new Promise<void>((resolve) => (release = resolve));
        await tx.query('insert into notes values (-1)');
      });
      await eventually(async () => expect(release).toBeTypeOf('function'));
      await cluster.stop(mode);
      release();
      await expect(held).rejects.toBeInstanceOf(StorageUnavailableError);

      const down = await timed(() => db.query('select 1'));
      expect(isStorageUnavailable(down.error)).toBe(true);
      expect(down.ms).toBeLessThan(2_000);

      await cluster.start();
      await eventually(() => db.query('select 1'));
      await db.transaction((tx) => tx.query(`insert into notes values (${mode === 'fast' ? 1 : 2})`));
    }
    expect(await db.query('select id from notes order by id')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(events).toContain('storage_down');
    expect(events).toContain('storage_up');
  }, 90_000);

  it('fails statements on a frozen server within two seconds, then recovers when it thaws', async () => {
    // Idle pooled clients for every statement below, so each one hangs rather than failing to connect.
    await Promise.all([1, 2, 3, 4, 5].map(() => db.query('select pg_sleep(0.05)')));
    cluster.freeze();
    try {
      const reads = await Promise.all([1, 2, 3].map(() => timed(() => db.query('select 1'))));
      const write = await timed(() => db.transaction((tx) => tx.query('insert into notes values (3)')));
      for (const outcome of [...reads, write]) {
        expect(isStorageUnavailable(outcome.error)).toBe(true);
        expect(outcome.ms).toBeLessThan(2_000);
      }
      // Once a statement has timed out, the next ones fail at once instead of each waiting.
      expect(write.ms).toBeLessThan(300);
    } finally {
      cluster.thaw();
    }
    await eventually(() => db.query('select 1'));
    await db.transaction((tx) => tx.query('insert into notes values (4)'));
    expect(await db.query('select id from notes where id >= 3 order by id')).toEqual([{ id: 4 }]);
  }, 60_000);

  it('lets statement errors through unchanged: a duplicate key is not an outage', async () => {
    const error = (await timed(() => db.query('insert into notes values (4)'))).error;
    expect(error).toMatchObject({ code: '23505' });
    expect(isStorageUnavailable(error)).toBe(false);
    await db.query('select 1');
  });

  it('answers a request that waited for a busy pool with a 503, without taking the database for down', async () => {
    const seen: string[] = [];
    const small = await openPostgresDatabase({
      connectionString: cluster.url,
      maxConnections: 1,
      // Statements may take their time here: only the waits are under test.
      timeouts: { acquireMs: 2_500, queryMs: 6_000 },
      onEvent: (event) => seen.push(event),
    });
    try {
      // A wait longer than connecting may take (1 s) and shorter than the wait allowed for a turn.
      const sleeping = small.query('select pg_sleep(1.4)');
      expect(await small.query('select 2 as two')).toEqual([{ two: 2 }]);
      await sleeping;
      // A wait past its limit fails alone, as busy.
      const holding = small.query('select pg_sleep(4)');
      const waited = await timed(() => small.query('select 1'));
      expect(waited.error).toBeInstanceOf(StorageUnavailableError);
      expect(String(waited.error)).toMatch(/busy/);
      await holding;
      // Not an outage: the next statement runs at once, and nobody was told the database was down.
      expect(await small.query('select 1 as one')).toEqual([{ one: 1 }]);
      expect(seen).not.toContain('storage_down');
    } finally {
      await small.close();
    }
  }, 30_000);

  it('lets requests waiting for a turn go as soon as a frozen server is known to be down', async () => {
    const small = await openPostgresDatabase({ connectionString: cluster.url, maxConnections: 2 });
    try {
      await Promise.all([1, 2].map(() => small.query('select pg_sleep(0.05)')));
      cluster.freeze();
      try {
        const outcomes = await Promise.all(
          [1, 2, 3, 4, 5, 6].map(() => timed(() => small.query('select 1'))),
        );
        for (const outcome of outcomes) {
          expect(isStorageUnavailable(outcome.error)).toBe(true);
          // The statements that hold the turns time out (1.5 s); the waiters go with them.
          expect(outcome.ms).toBeLessThan(2_000);
        }
      } finally {
        cluster.thaw();
      }
    } finally {
      await small.close();
    }
  }, 30_000);

  it('fails the first open while the server is down, and a later open works', async () => {
    await cluster.stop('fast');
    try {
      const first = await timed(() => openPostgresDatabase({ connectionString: cluster.url }));
      expect(first.error).toBeInstanceOf(StorageUnavailableError);
      expect(String(first.error)).toMatch(/ECONNREFUSED/); // the cause stays readable in the logs
      expect(first.ms).toBeLessThan(2_000);
    } finally {
      await cluster.start();
    }
    // The full open (what the portal's db() retries on the next request) migrates once the server is back.
    const second = await openDatabase({ DATABASE_URL: cluster.url, DATA_DIR: '.data' }, [
      { id: '0001-late', sql: 'create table late (id int)' },
    ]);
    expect(await second.query('select id from schema_migrations')).toEqual([{ id: '0001-late' }]);
    await second.close();
    await eventually(() => db.query('select 1'));
  }, 60_000);
});
