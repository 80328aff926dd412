import type { APIRoute } from 'astro';
import { handleIslandData } from '../../../server/pages/island-data-handler.ts';

/** GET /api/island-data/{part}?locale=… (docs/decisions/0065-page-weight.md); other methods get 405. */
export const ALL: APIRoute = ({ request, params, locals }) =>
  handleIslandData(request, params['part'], {
    manifest: () => locals.services.manifest(),
    features: locals.features,
  });
