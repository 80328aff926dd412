import type { APIRoute } from 'astro';
import { accountOf } from '../../../server/pages/account-of.ts';
import { serviceDeskResponse } from '../../../server/support/support-endpoint.ts';

/** GET/POST /api/servicedeskapi/request (spec §7): the user's support requests; raise one. */
export const ALL: APIRoute = ({ request, locals }) => serviceDeskResponse(request, accountOf(locals));
