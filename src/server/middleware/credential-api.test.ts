import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { isCredentialApi } from './credential-api.ts';
import { csrfMiddleware } from './csrf.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';

const at = (path: string, init?: RequestInit) => new Request(`http://portal.test${path}`, init);

describe('isCredentialApi', () => {
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
