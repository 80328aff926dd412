import { clearCookieHeader, readCookie, setCookieHeader, type ServerCookie } from '../http/cookies.ts';

/** The cookie holding the browser's session id (HttpOnly: no script ever needs it). */
export const SESSION_COOKIE = 'portico_session';

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The session id a request carries, or undefined when absent or malformed. */
export function sessionIdOf(request: Request): string | undefined {
  const value = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return value !== undefined && ID_PATTERN.test(value) ? value : undefined;
}

/**
 * Whether the request is for a local address (http://localhost, 127.0.0.1 or [::1]), the only
 * case where the cookie may lack Secure: everywhere else the portal is served over https,
 * possibly behind a proxy that speaks http to it.
 */
export function isLocalRequest(request: Request): boolean {
  return LOCAL_HOSTS.has(new URL(request.url).hostname);
}

function attributes(request: Request): ServerCookie {
  return { path: '/', secure: !isLocalRequest(request) };
}

/**
 * Set-Cookie for a new session. No Max-Age: the browser drops it when it closes, and the server
 * decides expiry (sliding, in the database), so the cookie never needs refreshing.
 */
export function sessionCookieHeader(id: string, request: Request): string {
  return setCookieHeader(SESSION_COOKIE, id, attributes(request));
}

/** Set-Cookie that removes the session cookie. */
export function clearSessionCookieHeader(request: Request): string {
  return clearCookieHeader(SESSION_COOKIE, attributes(request));
}
