import type { APIRoute } from 'astro';
import { ISLAND_RUNTIME } from '../../../server/pages/island-runtime.ts';
import { pageScriptResponse } from '../../../server/pages/page-scripts.ts';
import { SCROLL_SPY_PAGE_SCRIPT } from '../../../server/pages/printed-scripts.ts';

const SCRIPTS = [ISLAND_RUNTIME, SCROLL_SPY_PAGE_SCRIPT];

/** GET /api/page-scripts/{file}: the island runtime and the on-this-page highlighter (decision 0065). */
export const ALL: APIRoute = ({ request, params }) => pageScriptResponse(request, params['file'], SCRIPTS);
