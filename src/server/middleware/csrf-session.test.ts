import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  newCsrfToken,
  SECURE_CSRF_COOKIE,
  sessionCsrfToken,
} from '../security/csrf.ts';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';
import { createCsrfMiddleware } from './csrf.ts';
import { storageUnavailableMiddleware } from './storage-unavailable.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';

const SECRET = 'test-secret-test-secret-test-secret';
const csrf = createCsrfMiddleware(async () => SECRET);
const contextOf = (): RequestContext => ({
  requestId: 't',
  log: createLogger('silent'),
  locals: testLocals(),
});
const page = async () => new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
const ok = async () => Response.json({ ok: true });
const session = 'S'.repeat(43);
const other = 'O'.repeat(43);

const post = (cookies: Record<string, string>, token: string, answer = ok) => {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const request = new Request('http://localhost/api/feedback', {
    method: 'POST',
    headers: { cookie, [CSRF_HEADER]: token },
    body: '{}',
  });
  return runMiddleware([csrf], request, contextOf(), answer);
};
const csrfCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((value) => value.includes(`${CSRF_COOKIE}=`));

describe('CSRF cookie and sessions', () => {
  it('is the Secure __Host- cookie over HTTPS (a trusted proxy’s word), the plain one over http', async () => {
    const secure = new Request('http://portal.test/', { headers: { 'x-forwarded-proto': 'https' } });
    const answer = await runMiddleware([csrf], secure, contextOf(), page);
    expect(csrfCookieOf(answer)).toMatch(
      new RegExp(`^${SECURE_CSRF_COOKIE}=[\\w-]{43}; Path=/; HttpOnly; Secure; SameSite=Lax$`),
    );
    const plain = await runMiddleware([csrf], new Request('http://localhost/'), contextOf(), page);
    expect(csrfCookieOf(plain)).toMatch(
      new RegExp(`^${CSRF_COOKIE}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax$`),
    );
  });

  it('ignores a plain-named cookie over HTTPS, where only the __Host- one can be trusted', async () => {
    const token = newCsrfToken();
    const request = new Request('https://portal.test/api/feedback', {
      method: 'POST',
      headers: { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token },
      body: '{}',
    });
    expect((await runMiddleware([csrf], request, contextOf(), ok)).status).toBe(403);
  });

  it('gives a signed-in visitor the session’s own token, in the page and the cookie', async () => {
    const context = contextOf();
    const request = new Request('http://localhost/', { headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    const answer = await runMiddleware([csrf], request, context, page);
    expect(context.locals.csrfToken).toBe(sessionCsrfToken(SECRET, session));
    expect(csrfCookieOf(answer)).toContain(`${CSRF_COOKIE}=${sessionCsrfToken(SECRET, session)};`);
  });

  it('refuses a token from before sign-in or from another session', async () => {
    const own = sessionCsrfToken(SECRET, session);
    expect((await post({ [SESSION_COOKIE]: session, [CSRF_COOKIE]: own }, own)).status).toBe(200);
    const before = newCsrfToken();
    expect((await post({ [SESSION_COOKIE]: session, [CSRF_COOKIE]: before }, before)).status).toBe(403);
    const stolen = sessionCsrfToken(SECRET, other);
    expect((await post({ [SESSION_COOKIE]: session, [CSRF_COOKIE]: stolen }, stolen)).status).toBe(403);
    const otherSecret = sessionCsrfToken('another-secret-another-secret-1234', session);
    expect((await post({ [SESSION_COOKIE]: session, [CSRF_COOKIE]: otherSecret }, otherSecret)).status).toBe(
      403,
    );
  });

  it('replaces the cookie on the answer that signs in, with the new session’s token', async () => {
    const before = newCsrfToken();
    const signIn = async () =>
      new Response(null, {
        status: 303,
        headers: {
          location: '/',
          'set-cookie': `${SESSION_COOKIE}=${other}; Path=/; HttpOnly; SameSite=Lax`,
        },
      });
    const answer = await post({ [CSRF_COOKIE]: before }, before, signIn);
    expect(answer.status).toBe(303);
    expect(csrfCookieOf(answer)).toContain(`${CSRF_COOKIE}=${sessionCsrfToken(SECRET, other)};`);
  });

  it('replaces the cookie on the answer that signs out, with a fresh token', async () => {
    const own = sessionCsrfToken(SECRET, session);
    const signOut = async () =>
      new Response(null, {
        status: 303,
        headers: {
          location: '/',
          'set-cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
        },
      });
    const answer = await post({ [SESSION_COOKIE]: session, [CSRF_COOKIE]: own }, own, signOut);
    const cookie = csrfCookieOf(answer) ?? '';
    expect(cookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[\\w-]{43};`));
    expect(cookie).not.toContain(own);
  });
});

describe('CSRF while the database is away', () => {
  const away = createCsrfMiddleware(() => Promise.reject(new StorageUnavailableError()));
  const withSession = (method: string) =>
    new Request('http://localhost/', { method, headers: { cookie: `${SESSION_COOKIE}=${session}` } });

  it('serves a signed-in reader’s page with an unbound token, as the page is served signed out', async () => {
    const context = contextOf();
    const answer = await runMiddleware(
      [storageUnavailableMiddleware, away],
      withSession('GET'),
      context,
      page,
    );
    expect(answer.status).toBe(200);
    expect(context.locals.csrfToken).toMatch(/^[\w-]{43}$/);
  });

  it('answers a signed-in write 503 with Retry-After, not 500', async () => {
    const answer = await runMiddleware(
      [storageUnavailableMiddleware, away],
      withSession('POST'),
      contextOf(),
      ok,
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).not.toBeNull();
  });
});
