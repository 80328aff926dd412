import type { APIRoute } from 'astro';
import { interactionConfirmEndpoint } from '../../../../server/oauth/oauth-routes.ts';
import { oauthHandlerDeps } from '../../../../server/portal/handler-deps.ts';

/** POST /oauth2/interaction/{uid}/confirm: the consent form's Allow (portal CSRF token checked). */
export const POST: APIRoute = ({ request, locals, clientAddress, params }) =>
  interactionConfirmEndpoint(request, oauthHandlerDeps(locals, request, clientAddress), params.uid ?? '');
