/** Where a visitor lands after signing in or out when no safe returnTo was given. */
export const DEFAULT_RETURN_TO = '/';

const ORIGIN = 'http://portal.invalid';

/**
 * The same-origin path (with query and hash) that `returnTo` names, or '/' when it could lead
 * anywhere else (spec §2: open redirects are refused). Only a plain absolute path is accepted:
 * it must start with a single '/', hold no backslash, control or whitespace character (browsers
 * strip tabs and newlines and read '\' as '/', which turns '/\evil.com' into '//evil.com'), and
 * still resolve to this origin with the same path once parsed. Percent-encoded slashes stay
 * encoded in the path, so '/%2F%2Fevil.com' is a harmless local path.
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  if (typeof returnTo !== 'string' || returnTo === '' || returnTo.length > 2048) return DEFAULT_RETURN_TO;
  // eslint-disable-next-line no-control-regex
  if (!returnTo.startsWith('/') || /[\\\u0000-\u0020\u007f-\u00a0\u2028\u2029]/.test(returnTo)) {
    return DEFAULT_RETURN_TO;
  }
  if (returnTo.startsWith('//')) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(returnTo, ORIGIN);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== ORIGIN) return DEFAULT_RETURN_TO;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The login and logout pages are never a destination: they would loop or undo the sign-in.
  if (/^\/account\/(login|logout|register)(\/|$|\?|#)/.test(path)) return DEFAULT_RETURN_TO;
  return path.startsWith('//') ? DEFAULT_RETURN_TO : path;
}
