import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption of secrets the portal must read back (an outbound auth provider's client secret,
 * which the app needs to talk to that provider), unlike the app's own client secret, which is
 * only hashed. AES-256-GCM with a random 96-bit nonce per value; the stored form is
 * `v1.<nonce>.<ciphertext and tag>` in base64url, so a later key or algorithm can be told apart.
 */
const VERSION = 'v1';

/** Checks that `key` is 32 bytes (AES-256) and returns it. */
export function secretBoxKey(key: Uint8Array): Uint8Array {
  if (key.byteLength !== 32) throw new Error('The secret encryption key must be 32 bytes');
  return key;
}

/** `plaintext` encrypted and authenticated with `key`. */
export function sealSecret(key: Uint8Array, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretBoxKey(key), nonce);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, nonce.toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The plaintext of a value from {@link sealSecret}; throws when it was altered or the key differs. */
export function openSecret(key: Uint8Array, stored: string): string {
  const [version, nonce, sealed] = stored.split('.');
  if (version !== VERSION || nonce === undefined || sealed === undefined) {
    throw new Error('Not a sealed secret');
  }
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', secretBoxKey(key), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(bytes.subarray(bytes.byteLength - 16));
  return Buffer.concat([
    decipher.update(bytes.subarray(0, bytes.byteLength - 16)),
    decipher.final(),
  ]).toString('utf8');
}
