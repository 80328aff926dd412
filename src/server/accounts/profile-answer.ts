import { seeOther } from './account-form.ts';
import { accountPageUrl, LOGIN_PATH, PROFILE_PATH } from './account-page-urls.ts';
import { MAX_AVATAR_BYTES } from './avatar-image.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../storage/storage-unavailable.ts';

/** Why a profile change was refused (the profile page explains each; `?error=` carries it). */
export const PROFILE_ERROR_CODES = [
  'missing-fields',
  'screen-name-invalid',
  'avatar-missing',
  'avatar-too-large',
  'avatar-type',
  'not-a-form',
  'unavailable',
  'email-invalid',
  'email-unavailable',
  'email-unchanged',
  'wrong-password',
  'rate-limited',
  'email-not-builtin',
  'verify-rate-limited',
  'already-verified',
] as const;
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];

/** What a profile change did (`?saved=`). */
export const PROFILE_SAVED_CODES = [
  'screen-name',
  'avatar',
  'avatar-removed',
  'email',
  'verification-sent',
] as const;
export type ProfileSavedCode = (typeof PROFILE_SAVED_CODES)[number];

/** The code if `value` is one, else undefined (a forged parameter shows nothing). */
export function profileCode<T extends string>(codes: readonly T[], value: string | null): T | undefined {
  return (codes as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** The English reason each refusal gets in a JSON answer. */
const REASONS: Record<ProfileErrorCode, string> = {
  'missing-fields': 'Enter a screen name.',
  'screen-name-invalid':
    'The screen name can have at most 64 characters, without control characters, < or >.',
  'avatar-missing': 'No avatar image was sent: post it as the multipart field "avatar".',
  'avatar-too-large': `The avatar image is larger than ${MAX_AVATAR_BYTES / 1024} KB.`,
  'avatar-type':
    'The avatar must be a PNG, JPEG, WebP or GIF image (its content is checked, not its name or type).',
  'not-a-form': 'Post the profile form as application/x-www-form-urlencoded or multipart/form-data.',
  unavailable: 'Your profile could not be saved right now. Please try again in a moment.',
  'email-invalid': 'Enter an email address such as name@example.com (at most 254 characters).',
  'email-unavailable': 'This email address cannot be used for your account. Choose another one.',
  'email-unchanged': 'This is already your email address.',
  'wrong-password': 'The current password is incorrect.',
  'rate-limited': 'Too many attempts with a wrong password. Please wait a few minutes and try again.',
  'email-not-builtin': 'Your identity provider manages your email address: change it there.',
  'verify-rate-limited': 'Too many verification links were sent in the last hour. Please try again later.',
  'already-verified': 'Your email address is already verified.',
};

/** The status of each refusal in a JSON answer (and of the page showing it). */
export function profileErrorStatus(code: ProfileErrorCode): 400 | 403 | 429 | 503 {
  if (code === 'unavailable') return 503;
  if (code === 'rate-limited' || code === 'verify-rate-limited') return 429;
  if (code === 'wrong-password' || code === 'email-not-builtin') return 403;
  return 400;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Whether the request is a browser's form submission (its Accept names HTML), answered with a
 * 303 back to the page, rather than a script's call, answered with JSON.
 */
export function wantsHtml(request: Request): boolean {
  return /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}

/** A refusal: a 303 to the profile page with `?error=`, or a JSON 400 (503 when unavailable). */
export function profileRefusal(request: Request, code: ProfileErrorCode): Response {
  if (wantsHtml(request)) return seeOther(`${PROFILE_PATH}?error=${code}`);
  return Response.json(
    { error: REASONS[code], code },
    {
      status: profileErrorStatus(code),
      headers:
        code === 'unavailable'
          ? { ...NO_STORE, 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) }
          : NO_STORE,
    },
  );
}

/** Nobody is signed in: to the login page (returning here), or a JSON 401. */
export function notSignedIn(request: Request): Response {
  if (wantsHtml(request)) return seeOther(accountPageUrl(LOGIN_PATH, PROFILE_PATH));
  return Response.json(
    { error: 'Sign in to change your profile.', code: 'not-signed-in' },
    { status: 401, headers: NO_STORE },
  );
}

/** A saved change: a 303 to the profile page with `?saved=`, or a JSON 200 with the result. */
export function profileSaved(
  request: Request,
  code: ProfileSavedCode,
  body: Record<string, unknown>,
): Response {
  if (wantsHtml(request)) return seeOther(`${PROFILE_PATH}?saved=${code}`);
  return Response.json({ saved: code, ...body }, { headers: NO_STORE });
}
