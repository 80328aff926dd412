import type { Database } from '../storage/database.ts';
import type { Logger } from '../log/logger.ts';
import {
  IMMUTABLE,
  imageMethodRefusal,
  imageNotFound,
  imageResponse,
  imagesUnavailable,
} from '../http/avatar-response.ts';
import { readAvatar } from './avatar-store.ts';

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/**
 * GET /api/account/avatar/<account id>?v=<version>: an uploaded avatar, with the content type its
 * magic bytes proved (and nosniff), cached for a year when `v` names the current version (every
 * upload gets a new one), revalidated by ETag otherwise. It may not be embedded by other sites
 * (Cross-Origin-Resource-Policy), and opened on its own it can run nothing (a sandboxing CSP).
 */
export async function handleAvatarImage(
  request: Request,
  accountId: string | undefined,
  deps: { db: () => Promise<Database>; log: Logger },
): Promise<Response> {
  const refused = imageMethodRefusal(request);
  if (refused !== undefined) return refused;
  if (accountId === undefined || !ID_PATTERN.test(accountId)) return imageNotFound();
  let avatar;
  try {
    avatar = await readAvatar(await deps.db(), accountId);
  } catch (error) {
    deps.log.error('avatar unavailable', { error: String(error) });
    return imagesUnavailable();
  }
  if (avatar === undefined) return imageNotFound();
  const current = new URL(request.url).searchParams.get('v') === avatar.version;
  return imageResponse(request, {
    contentType: avatar.contentType,
    bytes: avatar.bytes,
    etag: `"${avatar.version}"`,
    lastModified: avatar.updatedAt,
    cacheControl: current ? IMMUTABLE : 'no-cache',
  });
}
