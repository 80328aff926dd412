import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { CSRF_COOKIE, CSRF_HEADER, newCsrfToken } from '../security/csrf.ts';
import { csrfMiddleware } from './csrf.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';

const contextOf = (): RequestContext => ({
  requestId: 't',
  log: createLogger('silent', {}),
  locals: testLocals(),
});
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
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure; SameSite=Lax$/);
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

  it('accepts a plain HTML form post whose csrf field matches the cookie, and refuses a forged one', async () => {
    const formPost = (field: string) =>
      new Request('http://portal.test/api/account/login', {
        method: 'POST',
        headers: { cookie: `${CSRF_COOKIE}=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf: field, email: 'a@b.org' }),
      });
    const read = async (request: Request) => Response.json(Object.fromEntries(await request.formData()));
    const good = await runMiddleware([csrfMiddleware], formPost(token), contextOf(), () =>
      read(formPost(token)),
    );
    expect(good.status).toBe(200);
    for (const field of ['', newCsrfToken(), 'short']) {
      expect((await runMiddleware([csrfMiddleware], formPost(field), contextOf(), json)).status).toBe(403);
    }
    // The handler still reads the whole body after the check.
    const request = formPost(token);
    const passed = await runMiddleware([csrfMiddleware], request, contextOf(), () => read(request));
    expect(await passed.json()).toEqual({ csrf: token, email: 'a@b.org' });
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
  it('lets the credential-authenticated search API (/1/) through without a token, even cross-origin', async () => {
    const request = new Request('http://portal.test/1/events', {
      method: 'POST',
      headers: { origin: 'http://elsewhere.test' },
      body: '{}',
    });
    expect((await runMiddleware([csrfMiddleware], request, contextOf(), json)).status).toBe(200);
    const lookalike = new Request('http://portal.test/10/events', { method: 'POST', body: '{}' });
    expect((await runMiddleware([csrfMiddleware], lookalike, contextOf(), json)).status).toBe(403);
  });
});
