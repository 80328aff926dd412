import type { APIRoute } from 'astro';
import { authorizationServerMetadata } from '../../../server/oauth/oauth-routes.ts';
import { oauthHandlerDeps } from '../../../server/portal/handler-deps.ts';

/** RFC 8414 metadata of the issuer `${PUBLIC_ORIGIN}/oauth2`: the discovery document. */
export const GET: APIRoute = ({ request, locals, clientAddress }) =>
  authorizationServerMetadata(request, oauthHandlerDeps(locals, request, clientAddress));
