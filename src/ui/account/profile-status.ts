import type { accountMessages } from './messages.ts';

/** Why a profile change was refused (src/server/accounts/profile-answer.ts sends these in `?error=`). */
export type ProfileErrorCode =
  | 'missing-fields'
  | 'screen-name-invalid'
  | 'avatar-missing'
  | 'avatar-too-large'
  | 'avatar-type'
  | 'not-a-form'
  | 'unavailable';

/** What a profile change did (`?saved=`). */
export type ProfileSavedCode = 'screen-name' | 'avatar' | 'avatar-removed';

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
};

/** The message of each saved change. */
export const PROFILE_SAVED_MESSAGES: Readonly<Record<ProfileSavedCode, Key>> = {
  'screen-name': 'account.savedScreenName',
  avatar: 'account.savedAvatar',
  'avatar-removed': 'account.savedAvatarRemoved',
};

/** Why a redirect sign-in did not complete (the server's RedirectSignInError). */
export type SignInErrorCode =
  'state-mismatch' | 'access-denied' | 'issuer-error' | 'email-unverified' | 'unavailable';

/** The message of each. */
export const SIGN_IN_ERROR_MESSAGES: Readonly<Record<SignInErrorCode, Key>> = {
  'state-mismatch': 'account.callbackStateMismatch',
  'access-denied': 'account.callbackAccessDenied',
  'issuer-error': 'account.callbackIssuerError',
  'email-unverified': 'account.callbackEmailUnverified',
  unavailable: 'account.callbackUnavailable',
};
