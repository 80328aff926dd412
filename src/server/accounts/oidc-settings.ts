import type { ServerEnv } from '../config/env.ts';
import { isLocalRequest } from '../sessions/session-cookie.ts';
import { CALLBACK_PATH } from './account-page-urls.ts';

/** How the portal talks to its OpenID Connect issuer (ACCOUNT_PROVIDER=oidc). */
export interface OidcSettings {
  /** The issuer identifier, normalised (`new URL(...).href`): also the provider id of its accounts. */
  issuer: URL;
  clientId: string;
  /** A secret: never logged, never sent anywhere but the issuer's token endpoint. */
  clientSecret: string;
  scopes: string;
  /** The fixed redirect URI; undefined derives it from each request's host. */
  redirectUri: URL | undefined;
  /** Whether logout also ends the session at the issuer. */
  endSession: boolean;
}

/**
 * The OpenID Connect settings from the parsed environment. env.ts already refused a start with
 * ACCOUNT_PROVIDER=oidc and a required variable missing; this repeats the check for callers that
 * pass their own values.
 */
export function oidcSettingsFrom(
  env: Pick<
    ServerEnv,
    | 'OIDC_ISSUER'
    | 'OIDC_CLIENT_ID'
    | 'OIDC_CLIENT_SECRET'
    | 'OIDC_SCOPES'
    | 'OIDC_REDIRECT_URI'
    | 'OIDC_END_SESSION'
  >,
): OidcSettings {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
    throw new Error('ACCOUNT_PROVIDER=oidc needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.');
  }
  return {
    issuer: new URL(issuer),
    clientId,
    clientSecret,
    scopes: env.OIDC_SCOPES,
    redirectUri: env.OIDC_REDIRECT_URI === undefined ? undefined : new URL(env.OIDC_REDIRECT_URI),
    endSession: env.OIDC_END_SESSION,
  };
}

/**
 * The redirect URI for a request: the configured one, or the callback on the request's own host
 * over https (http only for a loopback host, as for the session cookie's Secure flag). A forged
 * Host can only produce a redirect URI the issuer has not registered, which it refuses.
 */
export function redirectUriFor(settings: Pick<OidcSettings, 'redirectUri'>, request: Request): URL {
  if (settings.redirectUri !== undefined) return new URL(settings.redirectUri);
  const { host } = new URL(request.url);
  return new URL(`${isLocalRequest(request) ? 'http' : 'https'}://${host}${CALLBACK_PATH}`);
}
