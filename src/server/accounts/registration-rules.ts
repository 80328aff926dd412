import { emailDomainOf } from '../../core/policy/email-domain.ts';
import type { AccountErrorCode } from './account-errors.ts';

/** Shortest accepted password (NIST SP 800-63B asks for at least 8; we ask a little more). */
export const MIN_PASSWORD_LENGTH = 10;
/** Longest accepted password, which bounds the hashing work one request can cause. */
export const MAX_PASSWORD_LENGTH = 256;
/** Longest screen name, which the header shows next to the avatar. */
export const MAX_SCREEN_NAME_LENGTH = 64;
const MAX_EMAIL_LENGTH = 254;

/** The first problem with registration details, or undefined when they are acceptable. */
export function checkRegistration(details: {
  email: string;
  screenName: string;
  password: string;
}): AccountErrorCode | undefined {
  const email = details.email.trim();
  const screenName = details.screenName.trim();
  if (email === '' || screenName === '' || details.password === '') return 'missing-fields';
  if (!isValidEmail(email)) return 'invalid-email';
  if (!isValidScreenName(screenName)) return 'screen-name-invalid';
  if ([...details.password].length < MIN_PASSWORD_LENGTH) return 'password-too-short';
  if (details.password.length > MAX_PASSWORD_LENGTH) return 'password-too-long';
  return undefined;
}

/** Whether a (trimmed) address has the standard shape and at most 254 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && emailDomainOf(email) !== undefined;
}

/** Whether a (trimmed, non-empty) screen name fits the header: ≤ 64 characters, no control characters, < or >. */
export function isValidScreenName(screenName: string): boolean {
  // eslint-disable-next-line no-control-regex
  return screenName.length <= MAX_SCREEN_NAME_LENGTH && !/[\u0000-\u001f\u007f<>]/.test(screenName);
}
