import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings the embedded database starts with, on top of PGlite's own.
 *
 * PGlite's WebAssembly memory only ever grows, and it touches all of `shared_buffers` when it
 * starts: with PostgreSQL's default of 128 MB a portal process held about 150 MB of it from the
 * first request on, before a single row was read. The portal's tables (sessions, accounts,
 * feedback, counters) are a few MB, so 16 MB of buffers holds them; a block that is not in them is
 * read back from the data folder, which the operating system keeps in its own page cache.
 * `wal_buffers` follows (-1: 1/32 of `shared_buffers`, 512 kB). Nothing here touches durability:
 * commits still wait for their WAL (synchronous_commit on, PGlite's durable mode).
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
} as const satisfies Record<string, string>;

/** PGlite's start arguments with {@link PGLITE_SETTINGS} added (they replace its defaults otherwise). */
export function pgliteStartParams(settings: Record<string, string> = PGLITE_SETTINGS): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}
