import { createHash, randomBytes } from 'node:crypto';
import { readCookie, setCookieHeader } from '../http/cookies.ts';
import { isLocalRequest } from '../sessions/session-cookie.ts';
import { SIGN_IN_ACTION } from './account-page-urls.ts';
import { KNOWN_CLIENT_DAYS } from './sign-in-throttle-rules.ts';

/**
 * The cookie marking a browser that has signed in before: a random token, stored only as a hash
 * with the accounts it signed in to (sign_in_known_clients). It is sent only to the sign-in
 * endpoint, where it lets its owner past the per-account ceiling and into the hashing lane kept
 * for known clients; a request without it is a stranger, decided without asking the database.
 */
export const KNOWN_DEVICE_COOKIE = 'portico_known_device';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The device token a request carries, or undefined when absent or malformed. */
export function knownDeviceOf(request: Request): string | undefined {
  return knownDeviceIn(request.headers.get('cookie'));
}

/** {@link knownDeviceOf} from a Cookie header's value. */
export function knownDeviceIn(cookieHeader: string | null): string | undefined {
  const value = readCookie(cookieHeader, KNOWN_DEVICE_COOKIE);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** A fresh device token (32 random bytes). */
export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The client id a token is recorded under: its hash, so a database leak reveals no cookie. */
export function deviceClientId(token: string): string {
  return `device:${createHash('sha256').update(token).digest('base64url')}`;
}

/** Set-Cookie for the device token, kept as long as the server remembers known clients. */
export function knownDeviceCookieHeader(token: string, request: Request): string {
  return setCookieHeader(KNOWN_DEVICE_COOKIE, token, {
    path: SIGN_IN_ACTION,
    secure: !isLocalRequest(request),
    maxAge: KNOWN_CLIENT_DAYS * 24 * 60 * 60,
  });
}
