import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('secret box', () => {
  const key = randomBytes(32);

  it('seals a secret so only the key opens it, differently every time', () => {
    const sealed = sealSecret(key, 'provider-secret');
    expect(sealed).not.toContain('provider-secret');
    expect(sealed).not.toBe(sealSecret(key, 'provider-secret'));
    expect(openSecret(key, sealed)).toBe('provider-secret');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
  });

  it('refuses an altered value and a key of the wrong size', () => {
    const sealed = sealSecret(key, 'provider-secret');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => openSecret(key, `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow();
    expect(() => sealSecret(randomBytes(16), 'x')).toThrow(/32 bytes/);
  });
});
