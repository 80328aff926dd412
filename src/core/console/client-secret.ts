/**
 * Minting and checking app credentials. The client secret is shown once and stored only as a
 * hash: `sha256:` and the base64url SHA-256 of the secret. A fast hash is enough because the
 * secret is 256 random bits, not a password: nobody can guess it from its hash, and the token
 * endpoint stays cheap (a slow password hash there would hand attackers a way to load the server).
 * WebCrypto only, so this runs wherever the core runs.
 */

/** Every secret starts with this, so secret scanners and log filters can recognise one. */
export const CLIENT_SECRET_PREFIX = 'pcs_';

const HASH_PREFIX = 'sha256:';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function randomBase64url(byteLength: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** A new client id: 24 random bytes, 32 url-safe characters. Public, so not hashed. */
export function generateClientId(): string {
  return randomBase64url(24);
}

/** A new client secret: the prefix and 32 random bytes (43 url-safe characters). */
export function generateClientSecret(): string {
  return CLIENT_SECRET_PREFIX + randomBase64url(32);
}

/** The stored form of a secret: `sha256:` and the base64url SHA-256 digest (43 characters). */
export async function hashClientSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return HASH_PREFIX + base64url(new Uint8Array(digest));
}

/**
 * Whether `presented` is the secret whose hash is `storedHash`. Compares digests of equal
 * length in constant time, and answers false for a malformed stored hash instead of throwing.
 */
export async function verifyClientSecret(storedHash: string, presented: string): Promise<boolean> {
  if (!storedHash.startsWith(HASH_PREFIX)) return false;
  const actual = await hashClientSecret(presented);
  if (actual.length !== storedHash.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index += 1) {
    difference |= actual.charCodeAt(index) ^ storedHash.charCodeAt(index);
  }
  return difference === 0;
}

/** A client secret anywhere in a text: the prefix and 43 url-safe characters. */
const SECRET_IN_TEXT = new RegExp(`${CLIENT_SECRET_PREFIX}[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`, 'g');

/**
 * `text` with every client secret replaced by `pcs_[redacted]`: for log lines, error reports and
 * audit details, which must never carry a secret even when a developer pastes one by mistake.
 */
export function redactClientSecrets(text: string): string {
  return text.replace(SECRET_IN_TEXT, `${CLIENT_SECRET_PREFIX}[redacted]`);
}
