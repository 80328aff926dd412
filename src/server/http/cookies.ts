import { parseCookie, parseSetCookie, stringifySetCookie } from 'cookie';

/**
 * The value of one cookie in a Cookie request header, URL-decoded; undefined when absent or
 * undecodable (a malformed cookie is treated as missing, never as an error). A value wrapped in
 * double quotes (allowed by RFC 6265) is unwrapped. The first cookie of that name wins, as
 * browsers send the most specific path first.
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (header === null) return undefined;
  // Raw values: the library's own decoding keeps an undecodable value as it is (or, told to
  // drop it, falls through to a later cookie of the name); here such a cookie is missing.
  let raw = parseCookie(header, { decode: (value) => value })[name];
  if (raw === undefined) return undefined;
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The attributes of a cookie the server sets: always HttpOnly and SameSite=Lax. */
export interface ServerCookie {
  /** Where the browser sends it back ('/' for the whole site). */
  path: string;
  /** Only over HTTPS; a `__Host-` name requires it (with Path=/ and no Domain). */
  secure: boolean;
  /** Lifetime in seconds; without it the browser drops the cookie when it closes. */
  maxAge?: number;
}

/**
 * A Set-Cookie value: `name=value; [Max-Age=…; ]Path=…; HttpOnly; [Secure; ]SameSite=Lax`. No
 * script of the portal reads these cookies, and Lax sends them on top-level navigations from
 * other sites (a link, an issuer's redirect back) but not on their subrequests or posts.
 */
export function setCookieHeader(name: string, value: string, cookie: ServerCookie): string {
  return stringifySetCookie({
    name,
    value,
    path: cookie.path,
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'lax',
    ...(cookie.maxAge === undefined ? {} : { maxAge: cookie.maxAge }),
  });
}

/** A Set-Cookie value that removes the cookie set with the same name, path and security. */
export function clearCookieHeader(name: string, cookie: Omit<ServerCookie, 'maxAge'>): string {
  return setCookieHeader(name, '', { ...cookie, maxAge: 0 });
}

/**
 * What an answer's Set-Cookie headers do to cookie `name`: its new value, '' when they remove it
 * (Max-Age=0), or undefined when they leave it alone.
 */
export function cookieSetBy(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const cookie = parseSetCookie(header, { decode: (value) => value });
    if (cookie.name === name) return cookie.maxAge === 0 ? '' : (cookie.value ?? '');
  }
  return undefined;
}
