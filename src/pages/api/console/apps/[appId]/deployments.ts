import type { APIRoute } from 'astro';
import { handleDeployments } from '../../../../../server/console/deployments-handler.ts';
import { deploymentsHandlerDeps } from '../../../../../server/portal/handler-deps.ts';

/** GET/POST /api/console/apps/{appId}/deployments: an app's deployments, with its client credentials. */
export const ALL: APIRoute = ({ request, locals }) =>
  handleDeployments(request, deploymentsHandlerDeps(locals));
