import type { APIRoute } from 'astro';
import { serviceDeskHandlerDeps } from '../../../server/portal/handler-deps.ts';
import { handleServiceDeskRequest } from '../../../server/support/service-desk-handler.ts';

/** GET/POST /api/servicedeskapi/request (spec §7): the user's support requests; raise one. */
export const ALL: APIRoute = ({ request, locals }) =>
  handleServiceDeskRequest(request, serviceDeskHandlerDeps(locals));
