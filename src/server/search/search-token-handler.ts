import type { Logger } from '../log/logger.ts';
import type { SearchCaller, SearchService } from './search-service.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

/**
 * GET /api/search/token (spec §7): `{key, exp}`, a secured key for the visitor and its lifetime
 * in milliseconds (spec §3). The key's filters enforce what the visitor may see: anonymous
 * visitors get public content only; signed-in ones what the access policy grants. Never cached,
 * since the key belongs to the visitor.
 */
export async function handleSearchToken(
  request: Request,
  caller: SearchCaller,
  service: () => Promise<SearchService>,
  log?: Logger,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { message: `Method ${request.method} is not allowed; use GET.`, status: 405 },
      { status: 405, headers: { ...PRIVATE, Allow: 'GET, HEAD' } },
    );
  }
  try {
    const { key, lifetimeMs } = await (await service()).searchKey(caller);
    return Response.json({ key, exp: lifetimeMs }, { headers: PRIVATE });
  } catch (error) {
    log?.error('search_token_failed', { error: String(error) });
    return Response.json(
      { message: 'The search key could not be made; try again shortly.', status: 503 },
      { status: 503, headers: { ...PRIVATE, 'Retry-After': '5' } },
    );
  }
}
