import type { OidcInteraction } from 'oidc-provider';
import type { ConsoleApi } from '../../schemas/console-apis.ts';
import { readConsentApp, type ConsentApp } from '../console/oauth-client-store.ts';
import type { Database } from '../storage/database.ts';
import { OAUTH_PREFIX } from './node-bridge.ts';
import type { OauthRequestContext, OauthServer } from './oauth-server.ts';

/** What the interaction routes need. */
export interface InteractionDeps {
  oauth: OauthServer;
  db: () => Promise<Database>;
  catalogue: readonly ConsoleApi[];
  context: OauthRequestContext;
}

/** One scope on the consent screen: its name and the catalogue's words (or a fixed message id). */
export interface ConsentScope {
  name: string;
  description?: string;
}

/** What the interaction page shows or does. */
export type InteractionView =
  | { kind: 'redirect'; location: string }
  | { kind: 'consent'; uid: string; app: ConsentApp; scopes: ConsentScope[]; callbackOrigin: string }
  | { kind: 'expired' };

/** The interaction page of `uid`. */
export const interactionPath = (uid: string) => `${OAUTH_PREFIX}/interaction/${encodeURIComponent(uid)}`;

async function detailsOf(
  request: Request,
  deps: InteractionDeps,
  uid: string,
): Promise<OidcInteraction | undefined> {
  const details = await deps.oauth
    .withNode(request, deps.context, ({ req, res }) => deps.oauth.provider.interactionDetails(req, res))
    .catch(() => undefined);
  // The cookie names the browser's interaction; a URL naming another one is stale or forged.
  return details?.uid === uid ? details : undefined;
}

async function finish(
  request: Request,
  deps: InteractionDeps,
  result: Record<string, unknown>,
  merge = true,
): Promise<string> {
  return deps.oauth.withNode(request, deps.context, ({ req, res }) =>
    deps.oauth.provider.interactionResult(req, res, result, { mergeWithLastSubmission: merge }),
  );
}

function scopesAsked(details: OidcInteraction, catalogue: readonly ConsoleApi[]): ConsentScope[] {
  const words = new Map(
    catalogue.flatMap((api) => api.scopes.map((scope) => [scope.name, scope.description])),
  );
  const names = new Set([
    ...(details.prompt.details.missingOIDCScope ?? []),
    ...Object.values(details.prompt.details.missingResourceScopes ?? {}).flat(),
  ]);
  return [...names].map((name) => {
    const description = words.get(name);
    return description === undefined ? { name } : { name, description };
  });
}

/**
 * GET /oauth2/interaction/{uid} (decision 0026 §5). The login prompt is the portal session: the
 * visitor signs in first (back here afterwards), and a signed-in visitor's login is given at once.
 * The consent prompt shows the app and the scopes asked. An unknown or expired interaction shows
 * the expired message.
 */
export async function interactionPage(
  request: Request,
  deps: InteractionDeps,
  uid: string,
): Promise<InteractionView> {
  const details = await detailsOf(request, deps, uid);
  if (details === undefined) return { kind: 'expired' };
  const { accountId } = deps.context;
  if (details.prompt.name === 'login') {
    if (accountId === undefined) {
      return {
        kind: 'redirect',
        location: `/account/login?returnTo=${encodeURIComponent(interactionPath(uid))}`,
      };
    }
    return { kind: 'redirect', location: await finish(request, deps, { login: { accountId } }) };
  }
  if (details.prompt.name !== 'consent' || details.session?.accountId !== accountId)
    return { kind: 'expired' };
  const clientId = details.params.client_id;
  const app = typeof clientId === 'string' ? await readConsentApp(await deps.db(), clientId) : undefined;
  // The provider checked redirect_uri against the app's callback URLs before this interaction began.
  const callbackOrigin = URL.parse(String(details.params.redirect_uri))?.origin;
  if (app === undefined || callbackOrigin === undefined || callbackOrigin === 'null')
    return { kind: 'expired' };
  return { kind: 'consent', uid, app, scopes: scopesAsked(details, deps.catalogue), callbackOrigin };
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

/**
 * POST /oauth2/interaction/{uid}/confirm: the consent form (portal CSRF token checked by the
 * middleware). Grants what the prompt asked for, to the account the portal session names, and
 * sends the browser back to the provider. Anything stale goes back to the page, which explains.
 */
export async function confirmInteraction(
  request: Request,
  deps: InteractionDeps,
  uid: string,
): Promise<Response> {
  const details = await detailsOf(request, deps, uid);
  const accountId = deps.context.accountId;
  const clientId = details?.params.client_id;
  if (
    details === undefined ||
    details.prompt.name !== 'consent' ||
    accountId === undefined ||
    details.session?.accountId !== accountId ||
    typeof clientId !== 'string'
  ) {
    return seeOther(interactionPath(uid));
  }
  const { Grant } = deps.oauth.provider;
  const existing = details.grantId === undefined ? undefined : await Grant.find(details.grantId);
  // A grant another account made in this browser is never extended to this one.
  const grant =
    existing?.accountId === accountId && existing.clientId === clientId
      ? existing
      : new Grant({ accountId, clientId });
  const { missingOIDCScope = [], missingResourceScopes = {} } = details.prompt.details;
  if (missingOIDCScope.length > 0) grant.addOIDCScope(missingOIDCScope.join(' '));
  for (const [resource, scopes] of Object.entries(missingResourceScopes)) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  return seeOther(await finish(request, deps, { consent: { grantId } }));
}

/** POST /oauth2/interaction/{uid}/abort: the person denied; the app is told access_denied. */
export async function abortInteraction(
  request: Request,
  deps: InteractionDeps,
  uid: string,
): Promise<Response> {
  const details = await detailsOf(request, deps, uid);
  if (details === undefined) return seeOther(interactionPath(uid));
  const location = await finish(
    request,
    deps,
    { error: 'access_denied', error_description: 'The person denied access.' },
    false,
  );
  return seeOther(location);
}
