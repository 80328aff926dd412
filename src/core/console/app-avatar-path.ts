/** Where the portal serves app avatars (GET /api/console/app-avatar/<file id>). */
export const APP_AVATAR_PATH = '/api/console/app-avatar/';

/**
 * The address of an app's avatar, or undefined when the app has none (the square avatar then
 * shows the ship icon). The file id is random and never reused, so the address names one image.
 */
export function appAvatarUrl(avatarFileId: string | undefined): string | undefined {
  return avatarFileId === undefined || avatarFileId === ''
    ? undefined
    : `${APP_AVATAR_PATH}${encodeURIComponent(avatarFileId)}`;
}
