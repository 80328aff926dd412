import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie, setCookieHeader } from '../http/cookies.ts';
import { isHttpsRequest } from './security-headers.ts';

/** Cookie that holds the browser's CSRF token on plain http://localhost. */
export const CSRF_COOKIE = 'portico_csrf';
/**
 * Its name everywhere else: `__Host-` makes the browser refuse it unless it is Secure, for the
 * whole site (Path=/) and set by this very host, so a sibling subdomain cannot plant one.
 */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
/** Header a state-changing request must carry, equal to the page's `<meta name="csrf">` (spec §7). */
export const CSRF_HEADER = 'x-csrf-token';
/** Methods that change state and therefore need the token. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Form field that carries the token when a plain HTML form posts (no script, so no header). */
export const CSRF_FORM_FIELD = 'csrf';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh random token for a visitor without a session: 32 bytes, base64url. */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token of a signed-in visitor: an HMAC of the session id with the server's secret. It changes
 * with the session, so a token read before sign-in, or in another session, is refused.
 */
export function sessionCsrfToken(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

/**
 * Whether the CSRF cookie of this request is the Secure `__Host-` one: whenever the portal knows
 * the client spoke HTTPS (its own TLS, or a trusted proxy's X-Forwarded-Proto). Plain http, as on
 * http://localhost, keeps the plain name: browsers drop Secure cookies set over http.
 */
export function usesSecureCsrfCookie(request: Request): boolean {
  return isHttpsRequest(request);
}

/** The browser's current token from its cookie, or undefined if absent or malformed. */
export function csrfCookieToken(request: Request): string | undefined {
  const name = usesSecureCsrfCookie(request) ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
  const value = readCookie(request.headers.get('cookie'), name);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** The Set-Cookie value that stores `token` for the whole site. */
export function csrfCookieHeader(token: string, request: Request): string {
  // The __Host- name only with Secure and Path=/ (and no Domain), or the browser drops it.
  return usesSecureCsrfCookie(request)
    ? setCookieHeader(SECURE_CSRF_COOKIE, token, { path: '/', secure: true })
    : setCookieHeader(CSRF_COOKIE, token, { path: '/', secure: false });
}

const same = (a: string, b: string) =>
  TOKEN_PATTERN.test(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Whether `sent` (the header or the form field) is this request's token. Double submit: it must
 * equal the cookie, which a cross-site page can make the browser send but can read neither from
 * the cookie nor from our page's meta. With a session, the cookie must moreover be the session's
 * own token (`expected`), so one planted by a sibling host or kept from before sign-in fails.
 */
export function isValidCsrfToken(request: Request, sent: string, expected: string | undefined): boolean {
  const cookie = csrfCookieToken(request);
  if (cookie === undefined || !same(cookie, sent)) return false;
  return expected === undefined || same(expected, cookie);
}

/** The token a request sent: the header, else a plain HTML form's `csrf` field (read from a clone). */
export async function sentCsrfToken(request: Request): Promise<string> {
  const header = request.headers.get(CSRF_HEADER);
  if (header !== null) return header;
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return '';
  const field = await request
    .clone()
    .formData()
    .then((form) => form.get(CSRF_FORM_FIELD))
    .catch(() => null);
  return typeof field === 'string' ? field : '';
}

/**
 * Whether an Origin header, when sent, names this very site. Browsers send it on every
 * cross-origin and every non-GET request, so a foreign origin is refused before anything else.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
