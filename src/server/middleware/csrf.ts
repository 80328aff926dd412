import {
  csrfCookieHeader,
  csrfCookieToken,
  hasValidCsrfFormField,
  hasValidCsrfToken,
  isSameOrigin,
  newCsrfToken,
  STATE_CHANGING_METHODS,
} from '../security/csrf.ts';
import type { Middleware } from './middleware.ts';
import { isCredentialApi } from './credential-api.ts';

/** What a refused request gets: a 403 with a JSON reason, the same for every API. */
function forbidden(message: string): Response {
  return Response.json({ error: message }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

// The search API (/1/) is exempt: it authenticates by key, never by cookie (isCredentialApi), so a
// forged cross-site request carries no authority CSRF could steal; and its clients cannot send our
// token.

/**
 * CSRF protection. State-changing requests must come from this origin and carry the token in the
 * x-csrf-token header. Every other request gets a token: the browser's existing one, or a new one
 * set as a cookie on the answer; pages print it in `<meta name="csrf">` (locals.csrfToken).
 */
export const csrfMiddleware: Middleware = async (request, context, next) => {
  if (isCredentialApi(request)) return next();
  if (STATE_CHANGING_METHODS.has(request.method)) {
    if (!isSameOrigin(request)) return forbidden('Cross-origin request refused.');
    if (!hasValidCsrfToken(request) && !(await hasValidCsrfFormField(request))) {
      return forbidden('Missing or invalid CSRF token.');
    }
    return next();
  }
  const existing = csrfCookieToken(request);
  const token = existing ?? newCsrfToken();
  context.locals.csrfToken = token;
  const response = await next();
  if (existing !== undefined || !(response.headers.get('content-type') ?? '').startsWith('text/html')) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', csrfCookieHeader(token, new URL(request.url).protocol === 'https:'));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
