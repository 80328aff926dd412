import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import type {} from './pglite-template-setup.test-helper.ts';

let template: Promise<Blob> | undefined;

/**
 * A fresh in-memory embedded database for a unit test, started from the run's initdb archive
 * (pglite-template-setup.test-helper.ts) instead of running initdb, which is most of the cost of
 * opening one. It is empty: migrations are the caller's, as with an in-memory `openPgliteDatabase`.
 */
export async function openTestPglite(): Promise<Database> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  // PGlite reads the archive it is given; each database gets its own view of the same bytes.
  return openPgliteDatabase(undefined, { loadDataDir: (await template).slice() });
}
