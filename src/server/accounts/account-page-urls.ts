import type { AccountErrorCode } from './account-errors.ts';

/** The login page (spec §2.1). */
export const LOGIN_PATH = '/account/login';
/** The registration page. */
export const REGISTER_PATH = '/account/register';
/** The logout page (spec §2.1). */
export const LOGOUT_PATH = '/account/logout';

/** The signed-in reader's profile page (screen name and avatar). */
export const PROFILE_PATH = '/account/profile';
/** After registering: "check your email" (the same page whether or not the address was new). */
export const CHECK_EMAIL_PATH = '/account/check-email';
/** Where a verification link leads (`?token=`). */
export const VERIFY_PATH = '/account/verify';
/** The OpenID Connect callback (the redirect URI registered at the issuer). */
export const CALLBACK_PATH = '/account/callback';

/** Where the forms post (pages are read-only: the method guard allows posts only under /api/). */
export const SIGN_IN_ACTION = '/api/account/login';
export const REGISTER_ACTION = '/api/account/register';
export const SIGN_OUT_ACTION = '/api/account/logout';
export const PROFILE_ACTION = '/api/account/profile';
export const AVATAR_ACTION = '/api/account/avatar';
export const EMAIL_ACTION = '/api/account/email';
export const RESEND_VERIFICATION_ACTION = '/api/account/verification';

/** A page URL with returnTo, an optional error code and, for 'throttled', the seconds to wait. */
export function accountPageUrl(
  path: string,
  returnTo: string,
  error?: AccountErrorCode,
  waitSeconds?: number,
): string {
  const params = new URLSearchParams();
  if (returnTo !== '/') params.set('returnTo', returnTo);
  if (error !== undefined) params.set('error', error);
  if (waitSeconds !== undefined) params.set('wait', String(Math.max(1, Math.ceil(waitSeconds))));
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}
