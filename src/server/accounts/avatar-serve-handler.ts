import type { Database } from '../storage/database.ts';
import type { Logger } from '../log/logger.ts';
import { readAvatar } from './avatar-store.ts';

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(): Response {
  return Response.json(
    { error: 'No such avatar.' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

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
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { error: `Method ${request.method} is not allowed here.` },
      { status: 405, headers: { Allow: 'GET, HEAD' } },
    );
  }
  if (accountId === undefined || !ID_PATTERN.test(accountId)) return notFound();
  let avatar;
  try {
    avatar = await readAvatar(await deps.db(), accountId);
  } catch (error) {
    deps.log.error('avatar unavailable', { error: String(error) });
    return Response.json(
      { error: 'Avatars are unavailable right now.' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
    );
  }
  if (avatar === undefined) return notFound();
  const etag = `"${avatar.version}"`;
  const headers = new Headers({
    'Content-Type': avatar.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': new URL(request.url).searchParams.get('v') === avatar.version ? IMMUTABLE : 'no-cache',
    ETag: etag,
    'Last-Modified': avatar.updatedAt.toUTCString(),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(avatar.bytes.byteLength));
  return new Response(request.method === 'HEAD' ? null : avatar.bytes, { headers });
}
