import type { APIRoute } from 'astro';
import { searchApiResponse } from '../../server/search/search-api-endpoint.ts';

/** /1/…: the Algolia-compatible search API (docs/decisions/0010-search-api.md). */
export const ALL: APIRoute = ({ request }) => searchApiResponse(request);
