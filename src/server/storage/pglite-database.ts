import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { pgliteStartParams } from './pglite-settings.ts';

/**
 * Embedded PostgreSQL in this process: data in `dataDir` (created if missing), or in memory when
 * it is undefined (unit tests). One process owns a data folder; scale-out uses DATABASE_URL.
 * `preload.loadDataDir` is a data-directory archive (PGlite's `dumpDataDir`) to start from
 * instead of running initdb, the larger part of opening a fresh database (the unit tests open
 * hundreds).
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  preload: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<Database> {
  // Explicit although it is the default: a commit resolves only once PGlite has written it, so an
  // acknowledged write survives the process being killed (e2e/database-faults checks it).
  const db = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...preload,
    relaxedDurability: false,
    startParams: pgliteStartParams(),
  });
  const runner = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'embedded',
    ...runner(db),
    transaction: (work) => db.transaction((tx) => work(runner(tx))),
    close: () => db.close(),
  };
}
