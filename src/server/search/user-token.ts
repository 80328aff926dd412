import type { Principal } from '../../core/policy/principal.ts';
import { readCookie } from '../http/cookies.ts';

/** The search user token of anonymous visitors (spec §5). */
export const ANONYMOUS_USER_TOKEN = 'nonLoggedInUser';

/**
 * Cookie that carries a signed-in visitor's analytics user id: Segment's analytics.js stores it
 * JSON-quoted (`"abc"`), which is why it is sanitised rather than used as it is.
 */
export const USER_TOKEN_COOKIE = 'ajs_user_id';

/** Algolia's longest user token. */
export const MAX_USER_TOKEN_LENGTH = 129;

/**
 * A user token reduced to the characters spec §5 allows (0-9, a-z, A-Z, _ and -) and to
 * Algolia's length; undefined when nothing is left.
 */
export function sanitizeUserToken(value: string): string | undefined {
  const clean = value.replace(/[^0-9a-zA-Z_-]/g, '').slice(0, MAX_USER_TOKEN_LENGTH);
  return clean === '' ? undefined : clean;
}

/**
 * The search user token of a visitor (spec §5, §7 "a user token (signed-in id or anonymous)"):
 * 'nonLoggedInUser' when anonymous; when signed in, the analytics user id cookie sanitised, else
 * the account id sanitised.
 */
export function searchUserToken(principal: Principal, cookieHeader: string | null | undefined): string {
  if (principal.accountId === undefined) return ANONYMOUS_USER_TOKEN;
  const fromCookie = readCookie(cookieHeader ?? null, USER_TOKEN_COOKIE);
  return (
    (fromCookie === undefined ? undefined : sanitizeUserToken(fromCookie)) ??
    sanitizeUserToken(principal.accountId) ??
    ANONYMOUS_USER_TOKEN
  );
}
