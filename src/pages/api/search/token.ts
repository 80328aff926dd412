import type { APIRoute } from 'astro';
import { handleSearchToken } from '../../../server/search/search-token-handler.ts';

/** GET /api/search/token (spec §7): the visitor's secured search key, {key, exp}. */
export const ALL: APIRoute = ({ request, locals }) =>
  handleSearchToken(
    request,
    { principal: locals.principal, cookieHeader: request.headers.get('cookie') },
    locals.services.search,
    locals.services.log,
  );
