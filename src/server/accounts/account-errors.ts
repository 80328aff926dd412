/**
 * Why a sign-in or registration was refused. The login and register pages show each as a
 * translated message (src/ui/features/account/messages.ts); the code travels in the `error` query
 * parameter of the redirect, never the visitor's input. There is no "email taken": registration
 * never tells whether an address has an account (docs/decisions/0017-verified-email.md).
 */
export const ACCOUNT_ERROR_CODES = [
  'invalid-credentials',
  'rate-limited',
  'throttled',
  'busy',
  'invalid-email',
  'password-too-short',
  'password-too-long',
  'screen-name-invalid',
  'missing-fields',
  'unavailable',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** The code if `value` is one, else undefined (a forged error parameter shows nothing). */
export function accountErrorCode(value: string | null): AccountErrorCode | undefined {
  return (ACCOUNT_ERROR_CODES as readonly string[]).includes(value ?? '')
    ? (value as AccountErrorCode)
    : undefined;
}
