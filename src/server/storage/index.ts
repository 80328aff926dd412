import { readServerEnv } from '../config/env.ts';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';

export type { Database, Queryable } from './database.ts';

let shared: Promise<Database> | undefined;

/**
 * The process's database, opened (and migrated) on first use from the environment. Handlers call
 * this instead of holding a connection, so pages that never write never open it.
 */
export function database(): Promise<Database> {
  shared ??= openDatabase(readServerEnv()).catch((error: unknown) => {
    shared = undefined; // let a later request retry, e.g. once PostgreSQL is back
    throw error;
  });
  return shared;
}

/** Closes the process's database if it was opened (server shutdown, tests). */
export async function closeDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current !== undefined) await (await current.catch(() => undefined))?.close();
}
