import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { isCredentialApi } from './credential-api.ts';
import { csrfMiddleware } from './csrf.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';

const request = (path: string, method = 'GET') => new Request(`https://portal.example${path}`, { method });

describe('isCredentialApi, the authorization server', () => {
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

const at = (path: string, init?: RequestInit) => new Request(`http://portal.test${path}`, init);

describe('isCredentialApi, the console deployments API', () => {
  it('counts the search API and the console deployments API, nothing else', () => {
    expect(isCredentialApi(at('/1/indexes/*/queries'))).toBe(true);
    expect(isCredentialApi(at('/api/console/apps/app-1/deployments'))).toBe(true);
    expect(isCredentialApi(at('/api/console/apps/app-1/deployments/'))).toBe(true);
    expect(isCredentialApi(at('/api/console/apps/app-1/members'))).toBe(false);
    expect(isCredentialApi(at('/api/console/apps/app-1/deployments/x'))).toBe(false);
    expect(isCredentialApi(at('/console/myapps/app-1/environments/'))).toBe(false);
  });

  it('lets a CI post a deployment without a CSRF token, and still guards the console forms', async () => {
    const context = (): RequestContext => ({
      requestId: 't',
      log: createLogger('silent', {}),
      locals: testLocals(),
    });
    const ok = async () => Response.json({ ok: true });
    const ci = at('/api/console/apps/app-1/deployments', { method: 'POST', body: '{}' });
    expect((await runMiddleware([csrfMiddleware], ci, context(), ok)).status).toBe(200);
    const form = at('/api/console/apps/app-1/members', { method: 'POST', body: 'email=a' });
    expect((await runMiddleware([csrfMiddleware], form, context(), ok)).status).toBe(403);
  });
});
