import type { APIRoute } from 'astro';
import { logger } from '../../../server/log/logger.ts';
import { principalOf } from '../../../server/pages/principal-of.ts';
import { handleSearchToken } from '../../../server/search/search-token-handler.ts';
import { getSearchService } from '../../../server/search/search-service.ts';

/** GET /api/search/token (spec §7): the visitor's secured search key, {key, exp}. */
export const ALL: APIRoute = ({ request, locals }) =>
  handleSearchToken(
    request,
    { principal: principalOf(locals), cookieHeader: request.headers.get('cookie') },
    getSearchService,
    logger,
  );
