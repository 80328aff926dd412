import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';
import { typedSql } from './typed-sql.ts';

/**
 * A random secret made once and kept in the database's `search_secrets` name/value table
 * (migration 0003-search-insights) under `name`. `insert … on conflict do nothing` then a read
 * means processes starting together on one DATABASE_URL all end up with the first one's value,
 * so what one process signs with, every other verifies. Never logged.
 */
export async function generatedSecret(db: Database, name: string): Promise<string> {
  const q = typedSql(db);
  await q
    .insertInto('search_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await q
    .selectFrom('search_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  const value = row?.value;
  if (value === undefined) throw new Error(`The generated secret '${name}' could not be stored.`);
  return value;
}

/**
 * Like {@link generatedSecret} for a value made by `make` (a signing key, say): the first
 * process to store one wins, and every process reads that one. Never logged.
 */
export async function storedOnce(db: Database, name: string, make: () => string): Promise<string> {
  const q = typedSql(db);
  const existing = await q
    .selectFrom('search_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing !== undefined) return existing.value;
  await q
    .insertInto('search_secrets')
    .values({ name, value: make() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await q
    .selectFrom('search_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (row === undefined) throw new Error(`The generated value '${name}' could not be stored.`);
  return row.value;
}
