import { describe, expect, it } from 'vitest';
import { pictureUrlOf, profileFromClaims, type OidcProfile } from './oidc-claims.ts';

/** The profile of claims. */
const profile = (claims: Record<string, unknown>): OidcProfile => profileFromClaims(claims);

describe('profileFromClaims', () => {
  it('takes email, name and picture', () => {
    expect(
      profileFromClaims({
        sub: 'u1',
        email: ' Ann@Example.org ',
        email_verified: true,
        name: 'Ann Example',
        preferred_username: 'ann',
        picture: 'https://id.example.com/ann.png',
      }),
    ).toEqual({
      subject: 'u1',
      email: 'Ann@Example.org',
      screenName: 'Ann Example',
      pictureUrl: 'https://id.example.com/ann.png',
      emailVerified: true,
    });
  });

  it('names people by preferred_username, then email, then subject, cleaned to 64 characters', () => {
    expect(profile({ sub: 'u', preferred_username: 'annie', name: '  ' }).screenName).toBe('annie');
    expect(profile({ sub: 'u', email: 'a@b.org' }).screenName).toBe('a@b.org');
    expect(profile({ sub: 'opaque-id' }).screenName).toBe('opaque-id');
    expect(profile({ sub: 'u', name: '<Ann>\u0007' }).screenName).toBe('Ann');
    expect(profile({ sub: '<<>>' }).screenName).toBe('____');
    expect([...profile({ sub: 'u', name: '🙂'.repeat(80) }).screenName]).toHaveLength(64);
  });

  it('drops an email without a standard shape', () => {
    expect(profile({ sub: 'u', email: 'not-an-email' }).email).toBe('');
    expect(profile({ sub: 'u', email: 42 }).email).toBe('');
  });

  it('signs in people whose email the issuer did not verify, but keeps it unverified', () => {
    expect(profile({ sub: 'u', email: 'a@vendor.example.com', email_verified: false })).toMatchObject({
      email: 'a@vendor.example.com',
      emailVerified: false,
    });
    expect(profile({ sub: 'u', email: 'a@b.org', email_verified: 'false' }).emailVerified).toBe(false);
    // No claim is no proof: only an explicit true verifies.
    expect(profile({ sub: 'u', email: 'a@b.org' }).emailVerified).toBe(false);
    expect(profile({ sub: 'u', email: 'a@b.org', email_verified: 'yes' }).emailVerified).toBe(false);
    expect(profile({ sub: 'u', email: 'a@b.org', email_verified: 'true' }).emailVerified).toBe(true);
    expect(profile({ sub: 'u', email_verified: true }).emailVerified).toBe(false);
  });

  it('needs a subject', () => {
    expect(() => profileFromClaims({ email: 'a@b.org' })).toThrow(/no subject/);
  });
});

describe('pictureUrlOf', () => {
  it('keeps http and https URLs only', () => {
    expect(pictureUrlOf('https://cdn.example.com/a.png?s=64')).toBe('https://cdn.example.com/a.png?s=64');
    expect(pictureUrlOf('http://127.0.0.1:9/a.png')).toBe('http://127.0.0.1:9/a.png');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/relative.png',
      '//cdn.example.com/a.png',
      'https://user:pw@cdn.example.com/a.png',
      `https://x.example/${'a'.repeat(2100)}`,
      'ftp://x.example/a.png',
      '',
      42,
      undefined,
    ]) {
      expect(pictureUrlOf(bad)).toBeUndefined();
    }
  });
});
