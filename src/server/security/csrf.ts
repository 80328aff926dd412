import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../http/cookies.ts';

/** Cookie that holds the browser's CSRF secret (HttpOnly: scripts read the page's meta instead). */
export const CSRF_COOKIE = 'portico_csrf';
/** Header a state-changing request must carry, equal to the page's `<meta name="csrf">` (spec §7). */
export const CSRF_HEADER = 'x-csrf-token';
/** Methods that change state and therefore need the token. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh random token: 32 bytes, base64url. */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The browser's current token from its cookie, or undefined if absent or malformed. */
export function csrfCookieToken(request: Request): string | undefined {
  const value = readCookie(request.headers.get('cookie'), CSRF_COOKIE);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * Double-submit check: the header must equal the cookie. A cross-site page can make the browser
 * send the cookie but can neither read it nor read our page's meta, so it cannot forge the header.
 */
export function hasValidCsrfToken(request: Request): boolean {
  const cookie = csrfCookieToken(request);
  const header = request.headers.get(CSRF_HEADER) ?? '';
  if (cookie === undefined || !TOKEN_PATTERN.test(header)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
}

/** Form field that carries the token when a plain HTML form posts (no script, so no header). */
export const CSRF_FORM_FIELD = 'csrf';

/**
 * Double-submit check for a plain HTML form post (urlencoded or multipart), which cannot send a
 * header: its `csrf` field must equal the cookie. Reads a clone, so the handler still gets the body.
 */
export async function hasValidCsrfFormField(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  const cookie = csrfCookieToken(request);
  if (cookie === undefined || !/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return false;
  }
  const field = await request
    .clone()
    .formData()
    .then((form) => form.get(CSRF_FORM_FIELD))
    .catch(() => null);
  if (typeof field !== 'string' || !TOKEN_PATTERN.test(field)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(field));
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

/** The Set-Cookie value that stores `token` for the whole site. */
export function csrfCookieHeader(token: string, secure: boolean): string {
  return `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
