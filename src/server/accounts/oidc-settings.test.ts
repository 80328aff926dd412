import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../config/env.ts';
import { oidcSettingsFrom, redirectUriFor } from './oidc-settings.ts';

const OIDC = {
  ACCOUNT_PROVIDER: 'oidc',
  OIDC_ISSUER: 'https://id.example.com',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'secret',
};

describe('OpenID Connect settings', () => {
  it('stops the start with each missing variable named when oidc is chosen', () => {
    expect(() => readServerEnv({ ACCOUNT_PROVIDER: 'oidc' })).toThrow(
      /OIDC_ISSUER: is required when ACCOUNT_PROVIDER=oidc\n {2}OIDC_CLIENT_ID: is required[^\n]*\n {2}OIDC_CLIENT_SECRET: is required/,
    );
    expect(() => readServerEnv({ ...OIDC, OIDC_CLIENT_SECRET: '' })).toThrow(
      /OIDC_CLIENT_SECRET: is required/,
    );
    expect(readServerEnv({}).ACCOUNT_PROVIDER).toBe('builtin');
  });

  it('refuses an http issuer off loopback, scopes without openid and a redirect URI elsewhere', () => {
    expect(() => readServerEnv({ ...OIDC, OIDC_ISSUER: 'http://id.example.com' })).toThrow(
      /OIDC_ISSUER: must be an https URL/,
    );
    expect(() => readServerEnv({ ...OIDC, OIDC_SCOPES: 'email profile' })).toThrow(/must include openid/);
    expect(() => readServerEnv({ ...OIDC, OIDC_REDIRECT_URI: 'https://docs.example.com/elsewhere' })).toThrow(
      /must end in \/account\/callback/,
    );
  });

  it('defaults the scopes, and derives the redirect URI from the request unless one is set', () => {
    const settings = oidcSettingsFrom(readServerEnv({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1:4000' }));
    expect(settings).toMatchObject({
      scopes: 'openid email profile',
      redirectUri: undefined,
      endSession: false,
    });
    expect(settings.issuer.href).toBe('http://127.0.0.1:4000/');
    expect(redirectUriFor(settings, new Request('http://127.0.0.1:3000/account/login')).href).toBe(
      'http://127.0.0.1:3000/account/callback',
    );
    // Behind a TLS-terminating proxy the request is http, the browser's address https.
    expect(redirectUriFor(settings, new Request('http://docs.example.com/account/login')).href).toBe(
      'https://docs.example.com/account/callback',
    );
    const fixed = oidcSettingsFrom(
      readServerEnv({
        ...OIDC,
        OIDC_REDIRECT_URI: 'https://docs.example.com/account/callback',
        OIDC_END_SESSION: 'true',
      }),
    );
    expect(redirectUriFor(fixed, new Request('http://internal:3000/account/login')).href).toBe(
      'https://docs.example.com/account/callback',
    );
    expect(fixed.endSession).toBe(true);
  });
});
