import type { IncomingMessage } from 'node:http';
import { toFetchResponse } from 'fetch-to-node';
import Provider, { errors, type OidcClient, type OidcProviderContext } from 'oidc-provider';
import { verifyClientSecret } from '../../core/console/index.ts';
import type { ConsoleApi } from '../../schemas/console-apis.ts';
import { readOauthClient } from '../console/oauth-client-store.ts';
import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { verifyBearerToken, type BearerGrant } from './bearer-token.ts';
import { clientMetadataOf } from './client-metadata.ts';
import { oauthErrorLocation } from './error-page.ts';
import { bridge, OAUTH_PREFIX } from './node-bridge.ts';
import { payloadAdapter } from './payload-adapter.ts';
import { portalLoginPolicy } from './portal-login-policy.ts';
import {
  askedResponseMode,
  hasNulParameter,
  isAuthorizationEndpoint,
  jsonNotFound,
} from './request-guards.ts';
import type { PrivateJwk } from './signing-keys.ts';

const DAY = 24 * 60 * 60;

/** What the authorization server is built from (oauth-server-of.ts reads it from the portal). */
export interface OauthServerDeps {
  /** `${PUBLIC_ORIGIN}/oauth2` (oauthIssuerOf). */
  issuer: string;
  db: () => Promise<Database>;
  /** The site's employee domain (the owner's privileges) and API catalogue (the scopes). */
  site: { employeeEmailDomain: string; consoleApis: readonly ConsoleApi[] };
  keys: PrivateJwk[];
  cookieKeys: string[];
  /** How long oidc-provider's own session lives: the portal session's maximum lifetime. */
  sessionTtlSeconds: number;
  log: Logger;
}

/** What a request brings besides itself: who the portal session names, and where it comes from. */
export interface OauthRequestContext {
  accountId: string | undefined;
  /** The client's address as the proxy-trust step resolved it. */
  clientAddress: string;
}

/** The embedded OAuth 2.0 authorization server (decision 0026). */
export interface OauthServer {
  readonly issuer: string;
  /** The resource the portal's own API tokens are issued for: `${PUBLIC_ORIGIN}/api`. */
  readonly apiResource: string;
  readonly provider: Provider;
  /** Answers a request under /oauth2 (the catch-all route) through the provider. */
  handle(request: Request, context: OauthRequestContext): Promise<Response>;
  /** Runs `work` on the bridged Node request and response of `request` (the interaction routes). */
  withNode<T>(
    request: Request,
    context: OauthRequestContext,
    work: (node: ReturnType<typeof bridge>) => Promise<T>,
  ): Promise<T>;
  /** Checks an `Authorization: Bearer` header for the portal's API; undefined when not valid. */
  verifyBearer(authorization: string | null): Promise<BearerGrant | undefined>;
}

/** The scopes of every API of the catalogue. */
function catalogueScopes(apis: readonly ConsoleApi[]): string[] {
  return [...new Set(apis.flatMap((api) => api.scopes.map((scope) => scope.name)))];
}

/**
 * Builds oidc-provider 9 as decision 0026 §2–§5 configures it: clients from the console's
 * registry with hashed secrets, every model in `oauth_payload`, PKCE on every authorization
 * request, rotating refresh tokens, client credentials, revocation, same-client introspection,
 * opaque access tokens for the portal's API only, and the portal session as the login.
 */
export function createOauthServer(deps: OauthServerDeps): OauthServer {
  const origin = new URL(deps.issuer);
  const apiResource = `${origin.origin}/api`;
  const requests = new WeakMap<IncomingMessage, OauthRequestContext>();
  const contextOf = (ctx: OidcProviderContext) => requests.get(ctx.req);

  const grantable = async (clientId: string) =>
    (await readOauthClient(await deps.db(), clientId, deps.site.employeeEmailDomain))?.scopes ?? [];

  const policy = portalLoginPolicy((ctx) => contextOf(ctx)?.accountId);

  const provider = new Provider(deps.issuer, {
    adapter: payloadAdapter(deps.db, async (clientId) => {
      const client = await readOauthClient(await deps.db(), clientId, deps.site.employeeEmailDomain);
      return client === undefined ? undefined : clientMetadataOf(client);
    }),
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    extraClientMetadata: { properties: ['secret_generation'] },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', ...catalogueScopes(deps.site.consoleApis)],
    claims: { openid: ['sub'] },
    pkce: { required: () => true },
    rotateRefreshToken: true,
    jwks: { keys: deps.keys },
    cookies: { keys: deps.cookieKeys },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: OidcClient, token: { clientId: string }) =>
          token.clientId === client.clientId,
      },
      introspection: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: OidcClient, token: { clientId: string }) =>
          token.clientId === client.clientId,
      },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: async (_ctx: unknown, resource: string, client: OidcClient) => {
          // Tokens are for the portal's API alone: any other audience is refused.
          if (resource !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: (await grantable(client.clientId)).join(' '),
            audience: resource,
            accessTokenFormat: 'opaque',
            accessTokenTTL: 600,
          };
        },
      },
    },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `${OAUTH_PREFIX}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const row = await typedSql(await deps.db())
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', sub)
        .executeTakeFirst();
      return row === undefined ? undefined : { accountId: row.id, claims: () => ({ sub: row.id }) };
    },
    renderError: (
      ctx: OidcProviderContext & { status: number; redirect(url: string): void },
      out: { error?: string },
    ) => {
      ctx.redirect(oauthErrorLocation(out.error));
      ctx.status = 303;
    },
    ttl: {
      AccessToken: 600,
      ClientCredentials: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      RefreshToken: 30 * DAY,
      Grant: 30 * DAY,
      Interaction: 600,
      Session: deps.sessionTtlSeconds,
    },
  });
  // The X-Forwarded-* headers left are the ones the proxy-trust step kept.
  provider.proxy = true;
  // Only the portal's hash of a secret is stored (decision 0026 §3).
  provider.Client.prototype.compareClientSecret = function (this: OidcClient, presented: string) {
    return verifyClientSecret(this.clientSecret ?? '', presented);
  };
  provider.on('server_error', (ctx, error) => {
    deps.log.error('oauth2 server error', {
      path: (ctx as { path?: string }).path,
      error: error instanceof Error ? error.message : String(error),
    });
  });
  const callback = provider.callback();

  const withNode: OauthServer['withNode'] = async (request, context, work) => {
    const node = bridge(request, { origin, clientAddress: context.clientAddress });
    requests.set(node.req, context);
    return work(node);
  };

  return {
    issuer: deps.issuer,
    apiResource,
    provider,
    handle: async (request, context) => {
      if (await hasNulParameter(request)) {
        if (isAuthorizationEndpoint(new URL(request.url).pathname)) {
          return new Response(null, {
            status: 303,
            headers: { Location: oauthErrorLocation('invalid_request'), 'Cache-Control': 'no-store' },
          });
        }
        return Response.json(
          { error: 'invalid_request', error_description: 'A parameter holds a NUL character.' },
          { status: 400, headers: { 'Cache-Control': 'no-store' } },
        );
      }
      const mode = await askedResponseMode(request);
      if (mode !== null && mode !== 'query') {
        return new Response(null, {
          status: 303,
          headers: { Location: oauthErrorLocation('invalid_request'), 'Cache-Control': 'no-store' },
        });
      }
      return withNode(request, context, async ({ req, res }) => {
        await callback(req, res);
        return jsonNotFound(await toFetchResponse(res));
      });
    },
    withNode,
    verifyBearer: (authorization) => verifyBearerToken(provider, apiResource, authorization),
  };
}
