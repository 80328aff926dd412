import { randomBytes } from 'node:crypto';
import type { Database } from '../storage/database.ts';

/** Row name of the generated parent key in search_secrets (migration 0003-search-insights). */
const PARENT_KEY_ROW = 'embedded-search-parent-key';

/**
 * The embedded search API's parent key: SEARCH_API_KEY when set; otherwise a random key made
 * once and kept in the database. `insert … on conflict do nothing` then a read means two
 * processes starting together on one DATABASE_URL both end up with the first one's key, so a
 * key minted by one process verifies in every other.
 */
export async function resolveParentKey(
  configured: string | undefined,
  db: () => Promise<Database>,
): Promise<string> {
  if (configured !== undefined) return configured;
  const database = await db();
  await database.query(
    'insert into search_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [PARENT_KEY_ROW, randomBytes(32).toString('base64url')],
  );
  const rows = await database.query<{ value: string }>('select value from search_secrets where name = $1', [
    PARENT_KEY_ROW,
  ]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error('The search parent key could not be stored.');
  return value;
}
