import type { Account } from '../../schemas/account.ts';
import { MAX_AVATAR_BYTES } from './avatar-image.ts';
import { isUploadedAvatar } from './avatar-store.ts';
import {
  PROFILE_ERROR_CODES,
  PROFILE_SAVED_CODES,
  profileCode,
  profileErrorStatus,
  type ProfileErrorCode,
  type ProfileSavedCode,
} from './profile-answer.ts';
import { MAX_SCREEN_NAME_LENGTH } from './registration-rules.ts';

/** What the profile page shell reads from the request. */
export interface ProfilePageState {
  email: string;
  screenName: string;
  avatarUrl: string | undefined;
  canRemoveAvatar: boolean;
  error: ProfileErrorCode | undefined;
  saved: ProfileSavedCode | undefined;
  /** The answer's status: that of the refusal shown (400, 403, 429, 503), else 200. */
  status: 200 | 400 | 403 | 429 | 503;
  limits: { maxAvatarKb: number; maxScreenName: number };
}

/** The profile page's state for a signed-in account and the page URL (`?error=`, `?saved=`). */
export function profilePageState(url: URL, account: Account): ProfilePageState {
  const error = profileCode(PROFILE_ERROR_CODES, url.searchParams.get('error'));
  return {
    email: account.email,
    screenName: account.screenName,
    avatarUrl: account.avatarUrl,
    canRemoveAvatar: isUploadedAvatar(account.avatarUrl),
    error,
    saved: profileCode(PROFILE_SAVED_CODES, url.searchParams.get('saved')),
    status: error === undefined ? 200 : profileErrorStatus(error),
    limits: { maxAvatarKb: MAX_AVATAR_BYTES / 1024, maxScreenName: MAX_SCREEN_NAME_LENGTH },
  };
}
