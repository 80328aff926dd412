import type { emailVerificationMessages } from './email-verification-messages.ts';

/** What a verification link did (the server's VerifyOutcome). */
export type VerifyOutcome = 'verified' | 'invalid' | 'used' | 'expired' | 'address-changed' | 'unavailable';

/** The message of each failure. */
export const VERIFY_FAILURE_MESSAGES: Readonly<
  Record<Exclude<VerifyOutcome, 'verified'>, keyof typeof emailVerificationMessages>
> = {
  invalid: 'emailVerification.failedInvalid',
  used: 'emailVerification.failedUsed',
  expired: 'emailVerification.failedExpired',
  'address-changed': 'emailVerification.failedAddressChanged',
  unavailable: 'emailVerification.failedUnavailable',
};
