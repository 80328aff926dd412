import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/**
 * A random secret made once and kept in the database's `search_secrets` name/value table
 * (migration 0003-search-insights) under `name`. `insert … on conflict do nothing` then a read
 * means processes starting together on one DATABASE_URL all end up with the first one's value,
 * so what one process signs with, every other verifies. Never logged.
 */
export async function generatedSecret(db: Database, name: string): Promise<string> {
  await db.query('insert into search_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('select value from search_secrets where name = $1', [name]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`The generated secret '${name}' could not be stored.`);
  return value;
}
