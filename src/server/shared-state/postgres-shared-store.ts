import type { Queryable } from '../storage/database.ts';
import { assertDistinct, type SharedStore } from './shared-store.ts';

/** Options of {@link postgresSharedStore}. */
export interface PostgresSharedStoreOptions {
  /** The clock expiries are set and read with (tests move it). */
  now?: () => Date;
  /** How often expired rows are swept, at most. */
  sweepEveryMs?: number;
}

// One statement raises every counter: the upsert locks each row, so concurrent bumps from any
// process queue on it and each sees its own count. Rows are written in key order so two batches
// never wait on each other in a cycle. An expired counter starts again from the bump.
const INCREMENT_SQL = `insert into shared_state as s (key, value, expires_at)
select k, b::text, $4::timestamptz + ttl * interval '1 millisecond'
from unnest($1::text[], $2::int8[], $3::int8[]) as t(k, b, ttl) order by k
on conflict (key) do update set
  value = ((case when s.expires_at <= $4::timestamptz then 0 else s.value::int8 end) + excluded.value::int8)::text,
  expires_at = excluded.expires_at
returning key, value`;

/**
 * The shared store in the portal's database (the `shared_state` table, migration
 * 0016-shared-state): embedded PGlite for one process, or the PostgreSQL server of DATABASE_URL
 * that every process and machine uses. The database's own outage handling applies: an
 * unreachable server throws StorageUnavailableError.
 */
export function postgresSharedStore(
  db: () => Promise<Queryable>,
  options: PostgresSharedStoreOptions = {},
): SharedStore {
  const now = options.now ?? (() => new Date());
  const sweepEveryMs = options.sweepEveryMs ?? 10 * 60 * 1000;
  let sweptAt = Number.NEGATIVE_INFINITY;
  const sweep = async (conn: Queryable, at: Date) => {
    if (Math.abs(at.getTime() - sweptAt) < sweepEveryMs) return;
    sweptAt = at.getTime();
    await conn.query('delete from shared_state where expires_at <= $1::timestamptz', [at.toISOString()]);
  };
  return {
    kind: 'postgres',
    async increment(bumps) {
      if (bumps.length === 0) return [];
      assertDistinct(bumps.map((bump) => bump.key));
      const conn = await db();
      const at = now();
      const rows = await conn.query<{ key: string; value: string }>(INCREMENT_SQL, [
        bumps.map((bump) => bump.key),
        bumps.map((bump) => bump.by),
        bumps.map((bump) => Math.max(1, Math.ceil(bump.ttlMs))),
        at.toISOString(),
      ]);
      await sweep(conn, at);
      const counts = new Map(rows.map((row) => [row.key, Number(row.value)]));
      return bumps.map((bump) => counts.get(bump.key) ?? 0);
    },
    async get(keys) {
      if (keys.length === 0) return [];
      const rows = await (
        await db()
      ).query<{ key: string; value: string }>(
        'select key, value from shared_state where key = any($1::text[]) and expires_at > $2::timestamptz',
        [keys, now().toISOString()],
      );
      const values = new Map(rows.map((row) => [row.key, row.value]));
      return keys.map((key) => values.get(key));
    },
    async set(key, value, ttlMs) {
      const at = now();
      await (
        await db()
      ).query(
        `insert into shared_state (key, value, expires_at) values ($1, $2, $3::timestamptz)
         on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
        [key, value, new Date(at.getTime() + Math.max(1, Math.ceil(ttlMs))).toISOString()],
      );
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await (await db()).query('delete from shared_state where key = any($1::text[])', [keys]);
    },
    async close() {},
  };
}
