import type { ConsoleApi } from '../../schemas/console-apis.ts';
import type { Database } from '../storage/database.ts';
import {
  abortInteraction,
  confirmInteraction,
  interactionPage,
  type InteractionDeps,
  type InteractionView,
} from './interaction.ts';
import { OAUTH_PREFIX } from './node-bridge.ts';
import type { OauthRequestContext, OauthServer } from './oauth-server.ts';

/** What the /oauth2 routes are given (src/server/portal/handler-deps.ts `oauthHandlerDeps`). */
export interface OauthRouteDeps {
  /** False when the console's apps live on a vendor platform: no /oauth2 then. */
  enabled: boolean;
  oauth: () => Promise<OauthServer>;
  db: () => Promise<Database>;
  catalogue: () => Promise<readonly ConsoleApi[]>;
  context: OauthRequestContext;
}

const notMounted = () =>
  Response.json(
    { error: 'not_found', error_description: 'This portal runs no authorization server.' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/** Every method of /oauth2/* except the interaction routes: the provider answers. */
export async function oauthEndpoint(request: Request, deps: OauthRouteDeps): Promise<Response> {
  if (!deps.enabled) return notMounted();
  return (await deps.oauth()).handle(request, deps.context);
}

/**
 * GET /.well-known/oauth-authorization-server/oauth2 (RFC 8414 for an issuer with a path): the
 * provider's discovery document, as at /oauth2/.well-known/openid-configuration.
 */
export async function authorizationServerMetadata(request: Request, deps: OauthRouteDeps): Promise<Response> {
  if (!deps.enabled) return notMounted();
  const oauth = await deps.oauth();
  const url = new URL(`${OAUTH_PREFIX}/.well-known/openid-configuration`, request.url);
  return oauth.handle(new Request(url, { headers: request.headers }), deps.context);
}

async function interactionDeps(deps: OauthRouteDeps): Promise<InteractionDeps> {
  return { oauth: await deps.oauth(), db: deps.db, catalogue: await deps.catalogue(), context: deps.context };
}

/** The interaction page's view of `uid` (login redirect, consent, or expired). */
export async function interactionView(
  request: Request,
  deps: OauthRouteDeps,
  uid: string,
): Promise<InteractionView> {
  if (!deps.enabled) return { kind: 'expired' };
  return interactionPage(request, await interactionDeps(deps), uid);
}

/** POST /oauth2/interaction/{uid}/confirm. */
export async function interactionConfirmEndpoint(
  request: Request,
  deps: OauthRouteDeps,
  uid: string,
): Promise<Response> {
  if (!deps.enabled) return notMounted();
  return confirmInteraction(request, await interactionDeps(deps), uid);
}

/** POST /oauth2/interaction/{uid}/abort. */
export async function interactionAbortEndpoint(
  request: Request,
  deps: OauthRouteDeps,
  uid: string,
): Promise<Response> {
  if (!deps.enabled) return notMounted();
  return abortInteraction(request, await interactionDeps(deps), uid);
}
