import {
  IMMUTABLE,
  imageMethodRefusal,
  imageNotFound,
  imageResponse,
  imagesUnavailable,
} from '../http/avatar-response.ts';
import type { Logger } from '../log/logger.ts';
import type { AppAvatarStore } from './app-avatar-store.ts';

const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /api/console/app-avatar/<file id>: an app's avatar, to anyone (the consent screen shows
 * it to users who are no member of the app; the id is random, so it is not guessed). A file id
 * names one image forever, so it is cached for a year as immutable; replacing the avatar makes a
 * new id and removes the old file (404 from then on). Headers as for account avatars.
 */
export async function handleAppAvatarImage(
  request: Request,
  fileId: string | undefined,
  deps: { avatars: AppAvatarStore; log: Logger },
): Promise<Response> {
  const refused = imageMethodRefusal(request);
  if (refused !== undefined) return refused;
  if (fileId === undefined || !FILE_ID_PATTERN.test(fileId)) return imageNotFound();
  let avatar;
  try {
    avatar = await deps.avatars.read(fileId);
  } catch (error) {
    deps.log.error('app avatar unavailable', { error: String(error) });
    return imagesUnavailable();
  }
  if (avatar === undefined) return imageNotFound();
  return imageResponse(request, {
    contentType: avatar.contentType,
    bytes: avatar.bytes,
    etag: `"${fileId}"`,
    lastModified: avatar.createdAt,
    cacheControl: IMMUTABLE,
  });
}
