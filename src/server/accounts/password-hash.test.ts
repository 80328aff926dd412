import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

// Small parameters keep the test fast; the format and comparison are what is under test.
const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('stores salt and parameters with the hash, and verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery', FAST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const a = await hashPassword('same password', FAST);
    const b = await hashPassword('same password', FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('matches the NFKC-normalised password', async () => {
    const stored = await hashPassword('ﬁle-pass', FAST); // U+FB01 ligature
    expect(await verifyPassword('file-pass', stored)).toBe(true);
  });

  it('never matches a malformed or tampered hash', async () => {
    const stored = await hashPassword('pw-pw-pw-pw', FAST);
    for (const bad of [
      '',
      'plain',
      stored.replace('scrypt', 'bcrypt'),
      stored.slice(0, -4),
      'scrypt$1$8$1$aa$bb',
    ]) {
      expect(await verifyPassword('pw-pw-pw-pw', bad)).toBe(false);
    }
    expect(await verifyPassword('pw-pw-pw-pw', stored.replace('$1024$', '$2048$'))).toBe(false);
  });
});
