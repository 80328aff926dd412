import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { CSRF_COOKIE, newCsrfToken } from '../security/csrf.ts';
import { consoleHeadersMiddleware } from './console-headers.ts';
import { csrfMiddleware } from './csrf.ts';
import { methodGuardMiddleware } from './method-guard.ts';
import { runMiddleware, type Middleware, type RequestContext } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';

const contextOf = (): RequestContext => ({
  requestId: 't',
  log: createLogger('silent', {}),
  locals: testLocals(),
});
const page = async () =>
  new Response('<p>page</p>', {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' },
  });
const run = (middleware: Middleware[], url: string, init?: RequestInit) =>
  runMiddleware(middleware, new Request(url, init), contextOf(), page);
const formPost = (url: string, fields: Record<string, string>, cookie = ''): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: new URL(url).origin },
  body: new URLSearchParams(fields),
});

describe('console pages in the middleware', () => {
  it('are never stored or indexed, whatever answers', async () => {
    for (const path of ['/console/myapps/', '/console/myapps/abc/settings/', '/apps/create']) {
      const response = await run([consoleHeadersMiddleware], `http://x${path}`);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    const docs = await run([consoleHeadersMiddleware], 'http://x/cloud/');
    expect(docs.headers.get('cache-control')).toBe('public, max-age=60');
    expect(docs.headers.get('x-robots-tag')).toBeNull();
  });

  it('take form posts (their forms post back to the page), other pages still answer 405', async () => {
    expect((await run([methodGuardMiddleware], 'http://x/apps/create', { method: 'POST' })).status).toBe(200);
    expect(
      (await run([methodGuardMiddleware], 'http://x/console/myapps/a/settings/', { method: 'POST' })).status,
    ).toBe(200);
    expect((await run([methodGuardMiddleware], 'http://x/console/myapps/a/', { method: 'PUT' })).status).toBe(
      405,
    );
    expect((await run([methodGuardMiddleware], 'http://x/applications/', { method: 'POST' })).status).toBe(
      405,
    );
  });

  it('refuse a post without the CSRF token, or with another one, before the page runs', async () => {
    const url = 'http://portal.test/console/myapps/a/settings/';
    const token = newCsrfToken();
    const missing = await run(
      [csrfMiddleware],
      url,
      formPost(url, { intent: 'rotate' }, `${CSRF_COOKIE}=${token}`),
    );
    expect(missing.status).toBe(403);
    const wrong = await run(
      [csrfMiddleware],
      url,
      formPost(url, { intent: 'rotate', csrf: newCsrfToken() }, `${CSRF_COOKIE}=${token}`),
    );
    expect(wrong.status).toBe(403);
    const cross = await run([csrfMiddleware], url, {
      ...formPost(url, { intent: 'rotate', csrf: token }, `${CSRF_COOKIE}=${token}`),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${CSRF_COOKIE}=${token}`,
        origin: 'https://evil.example',
      },
    });
    expect(cross.status).toBe(403);
    const good = await run(
      [csrfMiddleware],
      url,
      formPost(url, { intent: 'rotate', csrf: token }, `${CSRF_COOKIE}=${token}`),
    );
    expect(good.status).toBe(200);
  });
});
