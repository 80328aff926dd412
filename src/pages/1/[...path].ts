import type { APIRoute } from 'astro';
import { handleSearchApi } from '../../server/search/search-api.ts';

/** /1/…: the Algolia-compatible search API (docs/decisions/0010-search-api.md). */
export const ALL: APIRoute = ({ request, locals }) =>
  handleSearchApi(request, locals.services.search, locals.services.log, locals.services.publicOrigin);
