import { logger } from '../log/logger.ts';
import { apiError } from './api-answer.ts';
import type { EmbeddedSearchService } from './embedded-search-service.ts';
import { handleSearchApi } from './search-api.ts';
import { getSearchService } from './search-service.ts';

/**
 * The /1/ API for the Astro adapter: served by the embedded provider; with SEARCH_PROVIDER=algolia
 * browsers talk to Algolia itself and this API is off (404).
 */
export async function searchApiResponse(request: Request): Promise<Response> {
  const service = await getSearchService();
  if (service.provider !== 'embedded')
    return apiError(404, 'Search is served by Algolia (SEARCH_PROVIDER=algolia); this API is off.');
  return handleSearchApi(request, (service as EmbeddedSearchService).deps, logger);
}
