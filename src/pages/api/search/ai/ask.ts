import type { APIRoute } from 'astro';
import { handleAiAsk } from '../../../../server/ai/ask-handler.ts';
import { askHandlerDeps } from '../../../../server/portal/handler-deps.ts';

/** GET /api/search/ai/ask?q=&contentId= (spec §7): an AI answer from the docs the visitor may read. */
export const ALL: APIRoute = ({ request, locals }) => handleAiAsk(request, askHandlerDeps(locals));
