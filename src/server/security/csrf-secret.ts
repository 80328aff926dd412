import { randomBytes } from 'node:crypto';
import type { Database } from '../storage/database.ts';

/**
 * Row of the generated CSRF secret. It shares the name/value secret table of the search parent
 * key (migration 0003-search-insights) rather than adding a table for one row.
 */
const CSRF_SECRET_ROW = 'csrf-session-secret';

/**
 * The secret that binds CSRF tokens to sessions: CSRF_SECRET when set; otherwise a random one made
 * once and kept in the database, so every process on one DATABASE_URL agrees (the first writer
 * wins, as with the search parent key). Never logged.
 */
export async function resolveCsrfSecret(
  configured: string | undefined,
  db: () => Promise<Database>,
): Promise<string> {
  if (configured !== undefined) return configured;
  const database = await db();
  await database.query(
    'insert into search_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [CSRF_SECRET_ROW, randomBytes(32).toString('base64url')],
  );
  const rows = await database.query<{ value: string }>('select value from search_secrets where name = $1', [
    CSRF_SECRET_ROW,
  ]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error('The CSRF secret could not be stored.');
  return value;
}
