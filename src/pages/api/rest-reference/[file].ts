import type { APIRoute } from 'astro';
import { restReferenceResponse } from '../../../server/content/rest-reference-response.ts';

/** GET /api/rest-reference/<file>: a REST group page's on-demand data, under the page's access policy. */
export const ALL: APIRoute = async ({ request, params, locals }) =>
  restReferenceResponse(request, params['file'] ?? '', await locals.services.content(), locals.principal);
