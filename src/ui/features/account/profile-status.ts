import type { accountMessages } from './messages.ts';

/** Why a profile change was refused (src/server/accounts/profile-answer.ts sends these in `?error=`). */
export type ProfileErrorCode =
  | 'missing-fields'
  | 'screen-name-invalid'
  | 'avatar-missing'
  | 'avatar-too-large'
  | 'avatar-type'
  | 'not-a-form'
  | 'unavailable'
  | 'email-invalid'
  | 'email-unavailable'
  | 'email-unchanged'
  | 'wrong-password'
  | 'rate-limited'
  | 'email-not-builtin'
  | 'verify-rate-limited'
  | 'already-verified';

/** What a profile change did (`?saved=`). */
export type ProfileSavedCode = 'screen-name' | 'avatar' | 'avatar-removed' | 'email' | 'verification-sent';

type Key = keyof typeof accountMessages;

/** The message of each refusal. */
export const PROFILE_ERROR_MESSAGES: Readonly<Record<ProfileErrorCode, Key>> = {
  'missing-fields': 'account.errorScreenNameMissing',
  'screen-name-invalid': 'account.errorScreenNameInvalid',
  'avatar-missing': 'account.errorAvatarMissing',
  'avatar-too-large': 'account.errorAvatarTooLarge',
  'avatar-type': 'account.errorAvatarType',
  'not-a-form': 'account.errorNotAForm',
  unavailable: 'account.errorProfileUnavailable',
  'email-invalid': 'account.errorEmailInvalidProfile',
  'email-unavailable': 'account.errorEmailUnavailable',
  'email-unchanged': 'account.errorEmailUnchanged',
  'wrong-password': 'account.errorWrongPassword',
  'rate-limited': 'account.errorRateLimited',
  'email-not-builtin': 'account.errorEmailNotBuiltin',
  'verify-rate-limited': 'account.errorVerifyRateLimited',
  'already-verified': 'account.errorAlreadyVerified',
};

/** The message of each saved change. */
export const PROFILE_SAVED_MESSAGES: Readonly<Record<ProfileSavedCode, Key>> = {
  'screen-name': 'account.savedScreenName',
  avatar: 'account.savedAvatar',
  'avatar-removed': 'account.savedAvatarRemoved',
  email: 'account.savedEmail',
  'verification-sent': 'account.savedVerificationSent',
};

/** Why a redirect sign-in did not complete (the server's RedirectSignInError). */
export type SignInErrorCode = 'state-mismatch' | 'access-denied' | 'issuer-error' | 'unavailable';

/** The message of each. */
export const SIGN_IN_ERROR_MESSAGES: Readonly<Record<SignInErrorCode, Key>> = {
  'state-mismatch': 'account.callbackStateMismatch',
  'access-denied': 'account.callbackAccessDenied',
  'issuer-error': 'account.callbackIssuerError',
  unavailable: 'account.callbackUnavailable',
};
