import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters; stored with every hash so they can be raised without breaking old ones. */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP's recommended minimum for scrypt (2^17, 8, 1): about 128 MiB and ~0.2 s per hash. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes a password with scrypt and a fresh 16-byte salt. The result carries its parameters:
 * `scrypt$N$r$p$<salt base64url>$<key base64url>`. The password is NFKC-normalised first, so the
 * same characters typed on another keyboard still match.
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/**
 * Whether `password` matches a hash made by {@link hashPassword}, compared in constant time.
 * A malformed hash never matches (and never throws).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (match === null) return false;
  const [, n, r, p, salt, key] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (params.N < 2 || params.N > 2 ** 20 || params.r > 32 || params.p > 16) return false;
  const expected = Buffer.from(key!, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), params);
  return timingSafeEqual(actual, expected);
}

/** The throw-away hashes made so far, by their scrypt parameters (a constant per parameters). */
const equalisers = new Map<string, Promise<string>>();

/**
 * A fixed throw-away hash to verify against when the email is unknown, so that sign-in takes as
 * long as one for a known email with a wrong password (no account probing by timing).
 */
export function timingEqualiserHash(params = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const key = `${params.N}.${params.r}.${params.p}`;
  let hash = equalisers.get(key);
  if (hash === undefined) {
    hash = hashPassword('portico-timing-equaliser', params);
    equalisers.set(key, hash);
  }
  return hash;
}
