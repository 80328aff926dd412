import type { Database } from '../storage/database.ts';
import { generatedSecret } from '../storage/generated-secret.ts';

/** Row of the generated CSRF secret, beside the search parent key in search_secrets. */
const CSRF_SECRET_ROW = 'csrf-session-secret';

/**
 * The secret that binds CSRF tokens to sessions: CSRF_SECRET when set; otherwise a random one made
 * once and kept in the database, so every process on one DATABASE_URL agrees. Never logged.
 */
export async function resolveCsrfSecret(
  configured: string | undefined,
  db: () => Promise<Database>,
): Promise<string> {
  return configured ?? generatedSecret(await db(), CSRF_SECRET_ROW);
}
