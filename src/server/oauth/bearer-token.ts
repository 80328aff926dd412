import type Provider from 'oidc-provider';
import type { OidcToken } from 'oidc-provider';

/** Who a valid bearer token speaks for, on the portal's API. */
export interface BearerGrant {
  /** The app's client id. */
  clientId: string;
  /** The account that consented (3LO); absent for a client-credentials (2LO) token. */
  accountId?: string;
  scopes: string[];
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

function audiences(token: OidcToken): string[] {
  if (token.aud === undefined) return [];
  return Array.isArray(token.aud) ? token.aud : [token.aud];
}

/**
 * Checks an `Authorization: Bearer …` header for the portal's API (decision 0026 §2): an opaque
 * access token (3LO, its grant still standing) or client-credentials token (2LO), issued for
 * `apiResource`, not expired, not revoked and not minted with a rotated secret (the adapter
 * drops those). Undefined for anything else, so the caller answers 401 the same way for all.
 */
export async function verifyBearerToken(
  provider: Provider,
  apiResource: string,
  authorization: string | null,
): Promise<BearerGrant | undefined> {
  const value = BEARER.exec(authorization ?? '')?.[1];
  if (value === undefined) return undefined;
  const token = (await provider.AccessToken.find(value)) ?? (await provider.ClientCredentials.find(value));
  if (token === undefined || token.isExpired || !audiences(token).includes(apiResource)) return undefined;
  if (token.grantId !== undefined && (await provider.Grant.find(token.grantId)) === undefined)
    return undefined;
  return {
    clientId: token.clientId,
    ...(token.accountId === undefined ? {} : { accountId: token.accountId }),
    scopes: (token.scope ?? '').split(' ').filter((scope) => scope !== ''),
  };
}
