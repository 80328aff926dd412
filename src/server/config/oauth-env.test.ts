import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env.ts';

describe('OAUTH_JWKS', () => {
  it('is optional, and takes a private JWKS', () => {
    expect(readServerEnv({}).OAUTH_JWKS).toBeUndefined();
    const keys = [{ kty: 'RSA', d: 'private', n: 'modulus', e: 'AQAB', kid: 'k1' }];
    expect(readServerEnv({ OAUTH_JWKS: JSON.stringify({ keys }) }).OAUTH_JWKS).toEqual(keys);
  });

  it('refuses a public key or bad JSON without echoing the value', () => {
    const publicOnly = JSON.stringify({ keys: [{ kty: 'RSA', n: 'secret-looking-n', e: 'AQAB' }] });
    expect(() => readServerEnv({ OAUTH_JWKS: publicOnly })).toThrow(/OAUTH_JWKS: must be/);
    expect(() => readServerEnv({ OAUTH_JWKS: publicOnly })).not.toThrow(/secret-looking-n/);
    expect(() => readServerEnv({ OAUTH_JWKS: '{not json' })).toThrow(
      /OAUTH_JWKS: must be a JSON Web Key Set/,
    );
  });
});
