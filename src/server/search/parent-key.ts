import type { Database } from '../storage/database.ts';
import { generatedSecret } from '../storage/generated-secret.ts';

/** Row name of the generated parent key in search_secrets. */
const PARENT_KEY_ROW = 'embedded-search-parent-key';

/**
 * The embedded search API's parent key: SEARCH_API_KEY when set; otherwise a random key made
 * once and kept in the database, so a key minted by one process verifies in every other.
 */
export async function resolveParentKey(
  configured: string | undefined,
  db: () => Promise<Database>,
): Promise<string> {
  return configured ?? generatedSecret(await db(), PARENT_KEY_ROW);
}
