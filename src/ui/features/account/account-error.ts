import type { accountMessages } from './messages.ts';

/** Error codes the account endpoints send back in `?error=` (src/server/accounts/account-errors.ts). */
export type AccountErrorCode =
  | 'invalid-credentials'
  | 'rate-limited'
  | 'throttled'
  | 'busy'
  | 'invalid-email'
  | 'password-too-short'
  | 'password-too-long'
  | 'screen-name-invalid'
  | 'missing-fields'
  | 'unavailable';

/** The message of each error code. */
export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<AccountErrorCode, keyof typeof accountMessages>> = {
  'invalid-credentials': 'account.errorInvalidCredentials',
  'rate-limited': 'account.errorRateLimited',
  throttled: 'account.errorThrottled',
  busy: 'account.errorBusy',
  'invalid-email': 'account.errorInvalidEmail',
  'password-too-short': 'account.errorPasswordTooShort',
  'password-too-long': 'account.errorPasswordTooLong',
  'screen-name-invalid': 'account.errorScreenNameInvalid',
  'missing-fields': 'account.errorMissingFields',
  unavailable: 'account.errorUnavailable',
};

/** Limits the messages name; equal to the server's (src/server/accounts/registration-rules.ts). */
export const ACCOUNT_LIMITS = { minPassword: 10, maxPassword: 256, maxScreenName: 64 } as const;

/** Name of the hidden form field that carries the CSRF token (the server's CSRF_FORM_FIELD). */
export const CSRF_FORM_FIELD = 'csrf';
