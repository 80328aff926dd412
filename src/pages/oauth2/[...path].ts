import type { APIRoute } from 'astro';
import { oauthEndpoint } from '../../server/oauth/oauth-routes.ts';
import { oauthHandlerDeps } from '../../server/portal/handler-deps.ts';

/** /oauth2/*: the embedded authorization server (decision 0026 §5), every method. */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
  oauthEndpoint(request, oauthHandlerDeps(locals, request, clientAddress));
