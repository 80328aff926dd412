import type { Principal } from '../../core/policy/principal.ts';
import type { SearchClientConfig } from '../../schemas/search-client.ts';
import { getSearchService } from './search-service.ts';

/**
 * The search client configuration for a page shell to embed in island props (spec §3 "Search
 * configuration"): provider, appId, indexName, a fresh secured key for the visitor and its expiry,
 * hosts and the insights host (null: the page's origin), the user token and analytics tags.
 * The page then holds a per-visitor key: it must not be cached for others.
 *
 * @example
 * const search = await searchClientConfig(principalOf(Astro.locals), Astro.request);
 * <SearchModal client:load config={search} />
 */
export async function searchClientConfig(
  principal: Principal,
  request: Request,
): Promise<SearchClientConfig> {
  const service = await getSearchService();
  return service.clientConfig({ principal, cookieHeader: request.headers.get('cookie') });
}
