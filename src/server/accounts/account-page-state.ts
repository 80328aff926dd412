import type { Account } from '../../schemas/account.ts';
import { isSignedIn } from './signed-in.ts';
import { accountErrorCode, type AccountErrorCode } from './account-errors.ts';
import { accountPageUrl, LOGIN_PATH, REGISTER_PATH } from './account-page-urls.ts';
import { safeReturnTo } from './return-to.ts';

/** What the login, registration and logout shells read from the request. */
export interface AccountPageState {
  /** The checked same-origin returnTo ('/' for anything unsafe). */
  returnTo: string;
  error: AccountErrorCode | undefined;
  csrfToken: string;
  /** The signed-in account, if any. */
  account: Account | undefined;
  loginHref: string;
  registerHref: string;
}

/**
 * The state of an account page from its URL and what the request's locals hold (read by the
 * shell with accountOf and csrfTokenOf).
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
    csrfToken: request.csrfToken,
    account: isSignedIn(account) ? account : undefined,
    loginHref: accountPageUrl(LOGIN_PATH, returnTo),
    registerHref: accountPageUrl(REGISTER_PATH, returnTo),
  };
}
