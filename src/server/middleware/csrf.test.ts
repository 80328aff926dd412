import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { CSRF_COOKIE, CSRF_HEADER, newCsrfToken } from '../security/csrf.ts';
import { csrfMiddleware } from './csrf.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';

const contextOf = (): RequestContext => ({ requestId: 't', log: createLogger('silent', {}), locals: {} });
const html = async () =>
  new Response('<p>page</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
const json = async () => Response.json({ ok: true });

function post(headers: Record<string, string>) {
  return new Request('http://portal.test/api/feedback', { method: 'POST', headers, body: '{}' });
}

describe('csrfMiddleware', () => {
  const token = newCsrfToken();

  it('issues a token on a page view: the cookie on the answer equals locals.csrfToken', async () => {
    const context = contextOf();
    const response = await runMiddleware(
      [csrfMiddleware],
      new Request('http://portal.test/cloud/'),
      context,
      html,
    );
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(context.locals.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toBe(`${CSRF_COOKIE}=${context.locals.csrfToken}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('keeps an existing valid token and sets no new cookie; marks it Secure over https', async () => {
    const context = contextOf();
    const request = new Request('http://portal.test/', { headers: { cookie: `${CSRF_COOKIE}=${token}` } });
    const response = await runMiddleware([csrfMiddleware], request, context, html);
    expect(context.locals.csrfToken).toBe(token);
    expect(response.headers.get('set-cookie')).toBeNull();
    const secure = await runMiddleware(
      [csrfMiddleware],
      new Request('https://portal.test/'),
      contextOf(),
      html,
    );
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('replaces a malformed cookie token', async () => {
    const context = contextOf();
    const request = new Request('http://portal.test/', { headers: { cookie: `${CSRF_COOKIE}=short` } });
    const response = await runMiddleware([csrfMiddleware], request, context, html);
    expect(context.locals.csrfToken).not.toBe('short');
    expect(response.headers.get('set-cookie')).toContain(`${CSRF_COOKIE}=${context.locals.csrfToken}`);
  });

  it('lets a state-changing request through only with the matching header', async () => {
    const good = post({ cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token });
    expect((await runMiddleware([csrfMiddleware], good, contextOf(), json)).status).toBe(200);
    const refused: Record<string, string>[] = [
      {},
      { cookie: `${CSRF_COOKIE}=${token}` },
      { [CSRF_HEADER]: token },
      { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: newCsrfToken() },
    ];
    for (const headers of refused) {
      const response = await runMiddleware([csrfMiddleware], post(headers), contextOf(), json);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Missing or invalid CSRF token.' });
    }
  });

  it('refuses a foreign Origin even with a valid token', async () => {
    const request = post({
      cookie: `${CSRF_COOKIE}=${token}`,
      [CSRF_HEADER]: token,
      origin: 'https://evil.test',
    });
    const response = await runMiddleware([csrfMiddleware], request, contextOf(), json);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-origin request refused.' });
    const same = post({
      cookie: `${CSRF_COOKIE}=${token}`,
      [CSRF_HEADER]: token,
      origin: 'http://portal.test',
    });
    expect((await runMiddleware([csrfMiddleware], same, contextOf(), json)).status).toBe(200);
  });
});
