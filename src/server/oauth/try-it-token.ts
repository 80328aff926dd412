import type Provider from 'oidc-provider';

/** How long a "Try it" token lives: long enough for a few requests, short enough to leak little. */
export const TRY_IT_TOKEN_SECONDS = 300;

/** A minted access token: its value (shown once, to the developer's page) and lifetime. */
export interface MintedToken {
  accessToken: string;
  expiresIn: number;
  scopes: string[];
}

interface MintableProvider {
  Client: { find(id: string): Promise<unknown> };
  ResourceServer: new (identifier: string, data: Record<string, unknown>) => unknown;
  AccessToken: new (properties: Record<string, unknown>) => { save(): Promise<string> };
}

/**
 * Mints an opaque access token of client `clientId` for `accountId` with `scopes`, for the
 * portal's API resource, without a grant or a browser round trip (decision 0033): the caller has
 * checked that the account may use the app and that the app may be granted those scopes. The
 * token is stored like every other (oauth_payload, keyed to the client, so deleting or rotating
 * the app voids it) and `verifyBearer` and introspection accept it.
 */
export async function mintAccessToken(
  provider: Provider,
  apiResource: string,
  grant: { clientId: string; accountId: string; scopes: readonly string[] },
): Promise<MintedToken | undefined> {
  // oidc-provider's models are classes its typings here do not describe (oidc-provider-module.d.ts).
  const models = provider as unknown as MintableProvider;
  const client = await models.Client.find(grant.clientId);
  if (client === undefined) return undefined;
  const scope = grant.scopes.join(' ');
  const token = new models.AccessToken({
    client,
    accountId: grant.accountId,
    scope,
    expiresIn: TRY_IT_TOKEN_SECONDS,
    resourceServer: new models.ResourceServer(apiResource, {
      audience: apiResource,
      scope,
      accessTokenFormat: 'opaque',
      accessTokenTTL: TRY_IT_TOKEN_SECONDS,
    }),
  });
  return { accessToken: await token.save(), expiresIn: TRY_IT_TOKEN_SECONDS, scopes: [...grant.scopes] };
}
