import { cookieSetBy } from '../http/cookies.ts';
import {
  csrfCookieHeader,
  csrfCookieToken,
  isSameOrigin,
  isValidCsrfToken,
  newCsrfToken,
  sentCsrfToken,
  sessionCsrfToken,
  STATE_CHANGING_METHODS,
} from '../security/csrf.ts';
import { SESSION_COOKIE, sessionIdOf } from '../sessions/session-cookie.ts';
import { isStorageUnavailable } from '../storage/storage-unavailable.ts';
import type { Middleware } from './middleware.ts';
import { isCredentialApi } from './credential-api.ts';
import { CSRF_TOKEN_PATH } from '../security/csrf-token-handler.ts';

/** What a refused request gets: a 403 with a JSON reason, the same for every API. */
function forbidden(message: string): Response {
  return Response.json({ error: message }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

function withCookie(response: Response, setCookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', setCookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// The search API (/1/) is exempt: it authenticates by key, never by cookie (isCredentialApi), so a
// forged cross-site request carries no authority CSRF could steal; and its clients cannot send our
// token.

/**
 * CSRF protection. State-changing requests must come from this origin and carry the token (the
 * x-csrf-token header, or a form's csrf field) equal to the CSRF cookie; with a session, that
 * cookie must be the session's own token (an HMAC of its id, `secret`). Pages get the token in
 * `<meta name="csrf">` (locals.csrfToken), set as a cookie when the browser lacks it, except public
 * pages, whose scripts fetch it from /api/csrf (which sets the cookie the same way); an answer
 * that signs in or out (sets or clears the session cookie) also replaces the CSRF cookie.
 */
export function createCsrfMiddleware(secret: () => Promise<string>): Middleware {
  const expectedFor = async (sessionId: string | undefined) =>
    sessionId === undefined ? undefined : sessionCsrfToken(await secret(), sessionId);
  return async (request, context, next) => {
    if (isCredentialApi(request)) return next();
    const sessionId = sessionIdOf(request);
    if (STATE_CHANGING_METHODS.has(request.method)) {
      if (!isSameOrigin(request)) return forbidden('Cross-origin request refused.');
      const sent = await sentCsrfToken(request);
      if (!isValidCsrfToken(request, sent, await expectedFor(sessionId))) {
        return forbidden('Missing or invalid CSRF token.');
      }
      // A form post answered with its page again (a refused console form, say) renders forms
      // that must post once more: they carry the token just checked.
      context.locals.csrfToken = sent;
    } else {
      const cookie = csrfCookieToken(request);
      // Without the database the session cannot be resumed either: the page is served signed out
      // (session middleware), so an unbound token is the right one for it.
      const expected = await expectedFor(sessionId).catch((error: unknown) => {
        if (isStorageUnavailable(error)) return undefined;
        throw error;
      });
      context.locals.csrfToken = expected ?? cookie ?? newCsrfToken();
    }
    const response = await next();
    // A new session id, '' when the answer clears the session cookie, undefined when it leaves it.
    const newSession = cookieSetBy(response, SESSION_COOKIE);
    if (newSession !== undefined && newSession !== (sessionId ?? '')) {
      // Signed in or out: the old token must not outlive the session it belonged to.
      const token = newSession === '' ? newCsrfToken() : sessionCsrfToken(await secret(), newSession);
      return withCookie(response, csrfCookieHeader(token, request));
    }
    const token = context.locals.csrfToken;
    // A public page carries no token and sets no cookie: it is the same for every reader, and
    // its scripts ask /api/csrf for the token when they first post.
    const needsCookie =
      new URL(request.url).pathname === CSRF_TOKEN_PATH ||
      ((response.headers.get('content-type') ?? '').startsWith('text/html') &&
        context.locals.pageCache !== 'public');
    if (token === undefined || !needsCookie || token === csrfCookieToken(request)) return response;
    return withCookie(response, csrfCookieHeader(token, request));
  };
}

/**
 * The portal's CSRF middleware: its secret is the request's services' (CSRF_SECRET, else generated
 * once in the database; src/server/portal.ts).
 */
export const csrfMiddleware: Middleware = (request, context, next) =>
  createCsrfMiddleware(context.locals.services.csrfSecret)(request, context, next);
