import { describe, expect, it } from 'vitest';
import { emailDomainOf } from './email-domain.ts';
import { createPrincipal } from './principal.ts';

describe('emailDomainOf (spec §5)', () => {
  it('returns the lower-cased domain of a standard address', () => {
    expect(emailDomainOf('Ann@Example.COM')).toBe('example.com');
    expect(emailDomainOf(' a.b+c@mail.example.org ')).toBe('mail.example.org');
  });

  it('returns nothing when the shape does not match', () => {
    for (const email of [
      '',
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'a@b@c.com',
      'a b@c.com',
      undefined,
    ]) {
      expect(emailDomainOf(email)).toBeUndefined();
    }
  });
});

describe('createPrincipal email-domain rule (spec §5, §8)', () => {
  it('accepts a domain and refuses one with an at sign, naming the user id', () => {
    expect(
      createPrincipal({ accountId: 'u1', emailDomain: 'example.com', privileges: new Set() }).emailDomain,
    ).toBe('example.com');
    expect(() =>
      createPrincipal({ accountId: 'u-42', emailDomain: 'ann@example.com', privileges: new Set() }),
    ).toThrow(/user u-42 looks like an email address.*privacy violation/);
  });
});
