import type { APIRoute } from 'astro';
import { aiAskResponse } from '../../../../server/ai/ask-endpoint.ts';
import { principalOf } from '../../../../server/pages/principal-of.ts';

/** GET /api/search/ai/ask?q=&contentId= (spec §7): an AI answer from the docs the visitor may read. */
export const ALL: APIRoute = ({ request, locals }) => aiAskResponse(request, principalOf(locals));
