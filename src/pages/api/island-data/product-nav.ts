import type { APIRoute } from 'astro';
import { handleProductNavigation } from '../../../server/pages/product-navigation-handler.ts';

/** GET /api/island-data/product-nav?path=…&locale=…&v=… (decision 0065); other methods get 405. */
export const ALL: APIRoute = ({ request, locals }) =>
  handleProductNavigation(request, () => locals.services.content());
