import type { APIRoute } from 'astro';
import { handleAvatarImage } from '../../../../server/accounts/avatar-serve-handler.ts';

/** GET /api/account/avatar/<account id>?v=<version>: an uploaded avatar image. */
export const ALL: APIRoute = ({ request, params, locals }) =>
  handleAvatarImage(request, params['id'], locals.services);
