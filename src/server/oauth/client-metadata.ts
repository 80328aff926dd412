import type { OauthClientRecord } from '../console/oauth-client-store.ts';

/** Reads a client's metadata by client id, or undefined for an unknown one. */
export type ClientMetadataSource = (clientId: string) => Promise<Record<string, unknown> | undefined>;

/**
 * oidc-provider's metadata for a console app (decision 0026 §2). `client_secret` is the stored
 * hash: the portal's `compareClientSecret` hashes what a client presents (oauth-server.ts). Only
 * `query` answers, so `form_post` (inline-script HTML) is refused; a Forge app, or an app with no
 * callback URL yet, gets client credentials alone. oidc-provider caches built clients by a hash
 * of this object, so a rotated secret or a new callback URL applies at the next request.
 */
export function clientMetadataOf(client: OauthClientRecord): Record<string, unknown> {
  const threeLegged = client.appType === 'oauth2' && client.callbackUrls.length > 0;
  return {
    client_id: client.clientId,
    client_secret: client.secretHash,
    redirect_uris: threeLegged ? client.callbackUrls : [],
    grant_types: threeLegged
      ? ['authorization_code', 'refresh_token', 'client_credentials']
      : ['client_credentials'],
    response_types: threeLegged ? ['code'] : [],
    response_modes: ['query'],
    scope: ['openid', 'offline_access', ...client.scopes].join(' '),
    token_endpoint_auth_method: 'client_secret_basic',
    secret_generation: client.secretGeneration,
  };
}
