import type { APIRoute } from 'astro';
import { tryItTokenDeps } from '../../../server/portal/handler-deps.ts';
import { handleTryItToken } from '../../../server/rest/try-it-token-handler.ts';

/** GET/POST /api/rest/try-it-token: the REST reference's "Try it" apps and tokens (decision 0033). */
export const ALL: APIRoute = ({ request, locals }) => handleTryItToken(request, tryItTokenDeps(locals));
