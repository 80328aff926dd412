import { describe, expect, it } from 'vitest';
import { isCredentialApi } from './credential-api.ts';

const request = (path: string, method = 'GET') => new Request(`https://portal.example${path}`, { method });

describe('isCredentialApi', () => {
  it('counts the search API and the authorization server’s protocol endpoints', () => {
    for (const path of [
      '/1/indexes/x/query',
      '/oauth2/token',
      '/oauth2/token/revocation',
      '/oauth2/token/introspection',
      '/oauth2/me',
    ]) {
      expect(isCredentialApi(request(path, 'POST')), path).toBe(true);
    }
    expect(isCredentialApi(request('/oauth2/auth', 'POST'))).toBe(true);
  });

  it('keeps the consent form, a browser’s authorization request and other pages under CSRF', () => {
    expect(isCredentialApi(request('/oauth2/interaction/abc/confirm', 'POST'))).toBe(false);
    expect(isCredentialApi(request('/oauth2/interaction/abc/abort', 'POST'))).toBe(false);
    expect(isCredentialApi(request('/oauth2/auth'))).toBe(false);
    expect(isCredentialApi(request('/api/account/login', 'POST'))).toBe(false);
    expect(isCredentialApi(request('/oauth2/tokenx', 'POST'))).toBe(false);
  });
});
