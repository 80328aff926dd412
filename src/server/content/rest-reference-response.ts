import type { Principal } from '../../core/policy/principal.ts';
import type { ContentStore } from './content-store.ts';

/**
 * GET of a REST group page's reference data (decision 0030 §6), under its page's access policy:
 * a reader who may not read the page gets the same 404 the page gives them. Public data is
 * content-hashed, so it is cached for ever; data of privileged pages is cached by the browser
 * only (`private`), never by shared caches.
 */
export async function restReferenceResponse(
  request: Request,
  fileName: string,
  store: ContentStore,
  principal: Principal,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return Response.json({ error: 'method not allowed' }, { status: 405, headers: { allow: 'GET, HEAD' } });
  const found = await store.restReference(fileName, principal);
  if (found === undefined)
    return Response.json({ error: 'not found' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  const cacheControl =
    found.entry.privilege === 'NONE'
      ? 'public, max-age=31536000, immutable'
      : 'private, max-age=31536000, immutable';
  return new Response(request.method === 'HEAD' ? null : found.json, {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      ...(found.entry.privilege === 'NONE' ? {} : { vary: 'Cookie' }),
    },
  });
}
