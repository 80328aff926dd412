import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import { storedOnce } from '../storage/generated-secret.ts';
import type { Database } from '../storage/database.ts';

/** A private JSON Web Key as oidc-provider takes it. */
export type PrivateJwk = Record<string, unknown> & { kty: string };

/** Row of the generated signing key, beside the other generated secrets. */
const SIGNING_KEY_ROW = 'oauth-signing-jwks';

/**
 * The authorization server's signing keys: OAUTH_JWKS when set, else one RSA key made once and
 * kept in the database, so every process on one DATABASE_URL signs and verifies with the same
 * key (decision 0026 §4). Never logged.
 */
export async function signingKeys(configured: PrivateJwk[] | undefined, db: Database): Promise<PrivateJwk[]> {
  if (configured !== undefined) return configured;
  const stored = await storedOnce(db, SIGNING_KEY_ROW, () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
    return JSON.stringify({ keys: [jwk] });
  });
  return (JSON.parse(stored) as { keys: PrivateJwk[] }).keys;
}

/**
 * The keys oidc-provider signs its cookies with, derived from the portal's CSRF secret so that
 * every process agrees without another setting.
 */
export function cookieKeysFrom(csrfSecret: string): string[] {
  return [createHmac('sha256', csrfSecret).update('oauth2 cookie keys').digest('base64url')];
}
