import type { Account } from '../../schemas/account.ts';
import { isSignedIn } from '../../core/sessions/signed-in.ts';
import { accountErrorCode, type AccountErrorCode } from './account-errors.ts';
import { accountPageUrl, LOGIN_PATH, REGISTER_PATH } from './account-page-urls.ts';
import { safeReturnTo } from './return-to.ts';

/** What the login, registration and logout shells read from the request. */
export interface AccountPageState {
  /** The checked same-origin returnTo ('/' for anything unsafe). */
  returnTo: string;
  error: AccountErrorCode | undefined;
  /** With 'throttled': seconds to wait (`?wait=`), 0 when the URL has none. */
  waitSeconds: number;
  csrfToken: string;
  /** The signed-in account, if any. */
  account: Account | undefined;
  loginHref: string;
  registerHref: string;
}

/**
 * The state of an account page from its URL and what the request's locals hold (read by the
 * shell from locals.account and locals.csrfToken).
 */
export function accountPageState(
  url: URL,
  request: { account: Account | undefined; csrfToken: string },
): AccountPageState {
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  const account = request.account;
  return {
    returnTo,
    error: accountErrorCode(url.searchParams.get('error')),
    waitSeconds: waitSecondsOf(url.searchParams.get('wait')),
    csrfToken: request.csrfToken,
    account: isSignedIn(account) ? account : undefined,
    loginHref: accountPageUrl(LOGIN_PATH, returnTo),
    registerHref: accountPageUrl(REGISTER_PATH, returnTo),
  };
}

/** Whole seconds up to a day; anything else (forged or missing) is 0, shown as "a moment". */
function waitSecondsOf(value: string | null): number {
  const seconds = /^\d{1,5}$/.test(value ?? '') ? Number(value) : 0;
  return seconds <= 24 * 60 * 60 ? seconds : 0;
}
