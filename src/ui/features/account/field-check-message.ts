import { ACCOUNT_LIMITS } from './account-error.ts';
import type { accountMessages } from './messages.ts';

/** A catalogue message and its values. */
export interface CheckMessage {
  id: keyof typeof accountMessages;
  values?: Record<string, number>;
}

/**
 * The portal's words for a field the browser's own checks refused (required, type="email",
 * minlength, maxlength): the same messages the server sends for the same faults, in the reader's
 * language rather than the browser's. Undefined for a valid field.
 */
export function fieldCheckMessage(name: string, validity: ValidityState): CheckMessage | undefined {
  if (validity.valid) return undefined;
  if (validity.valueMissing) {
    return name === 'screenName'
      ? { id: 'account.errorScreenNameMissing' }
      : { id: 'account.errorMissingFields' };
  }
  if (validity.typeMismatch) return { id: 'account.errorInvalidEmail' };
  if (validity.tooShort)
    return { id: 'account.errorPasswordTooShort', values: { min: ACCOUNT_LIMITS.minPassword } };
  if (validity.tooLong) {
    return name === 'screenName'
      ? { id: 'account.errorScreenNameInvalid', values: { max: ACCOUNT_LIMITS.maxScreenName } }
      : { id: 'account.errorPasswordTooLong', values: { max: ACCOUNT_LIMITS.maxPassword } };
  }
  return { id: 'account.errorMissingFields' };
}
