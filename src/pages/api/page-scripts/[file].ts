import type { APIRoute } from 'astro';
import { islandRuntimeResponse } from '../../../server/pages/island-runtime.ts';

/** GET /api/page-scripts/{file}: the island runtime the base layout loads (decision 0065). */
export const ALL: APIRoute = ({ request, params }) => islandRuntimeResponse(request, params['file']);
