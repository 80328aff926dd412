import type { APIRoute } from 'astro';
import { interactionAbortEndpoint } from '../../../../server/oauth/oauth-routes.ts';
import { oauthHandlerDeps } from '../../../../server/portal/handler-deps.ts';

/** POST /oauth2/interaction/{uid}/abort: the consent form's Deny (portal CSRF token checked). */
export const POST: APIRoute = ({ request, locals, clientAddress, params }) =>
  interactionAbortEndpoint(request, oauthHandlerDeps(locals, request, clientAddress), params.uid ?? '');
