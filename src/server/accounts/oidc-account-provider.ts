import { timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import type { Database } from '../storage/database.ts';
import type {
  RedirectAccountProvider,
  RedirectSignInError,
  RedirectSignInResult,
} from './account-provider.ts';
import { profileFromClaims } from './oidc-claims.ts';
import { upsertOidcAccount } from './oidc-account-store.ts';
import {
  clearFlowCookieHeader,
  flowCookieHeader,
  flowCookieKey,
  flowCookieOf,
  OIDC_FLOW_LIFETIME_SECONDS,
  openFlow,
} from './oidc-flow-cookie.ts';
import { failureOf } from './oidc-failure.ts';
import { redirectUriFor, type OidcSettings } from './oidc-settings.ts';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to.ts';

/** How long one request to the issuer may take, in seconds. */
const ISSUER_TIMEOUT_SECONDS = 10;

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Client authentication at the token endpoint: HTTP Basic (the OpenID default), unless the issuer
 * lists its methods without Basic but with a form post.
 */
function clientAuthentication(secret: string): client.ClientAuth {
  const basic = client.ClientSecretBasic(secret);
  const post = client.ClientSecretPost(secret);
  return (as, metadata, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const usePost =
      methods !== undefined &&
      !methods.includes('client_secret_basic') &&
      methods.includes('client_secret_post');
    (usePost ? post : basic)(as, metadata, body, headers);
  };
}

/**
 * Sign-in at an OpenID Connect issuer: authorization code flow with PKCE (S256), state and nonce,
 * through openid-client. The issuer's metadata is discovered on first use and kept (a failed
 * discovery is retried on the next sign-in, so the portal starts while the issuer is down).
 * Accounts are keyed by (issuer, sub); see docs/decisions/0013-openid-connect.md.
 */
export class OidcAccountProvider implements RedirectAccountProvider {
  readonly kind = 'redirect';
  readonly id: string;

  private readonly settings: OidcSettings;
  private readonly db: () => Promise<Database>;
  private readonly key: Buffer;
  private config: Promise<client.Configuration> | undefined;

  constructor(settings: OidcSettings, db: () => Promise<Database>) {
    this.settings = settings;
    this.db = db;
    this.id = settings.issuer.href;
    this.key = flowCookieKey(settings.clientSecret);
  }

  private configuration(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    this.config ??= client
      .discovery(issuer, clientId, { client_secret: clientSecret }, clientAuthentication(clientSecret), {
        timeout: ISSUER_TIMEOUT_SECONDS,
        // http is only ever allowed for a loopback issuer (checked in accounts-env.ts).
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.config = undefined;
        throw error;
      });
    return this.config;
  }

  async startSignIn(
    request: Request,
    returnTo: string,
    now: Date,
  ): Promise<{ location: string; cookie: string }> {
    const config = await this.configuration();
    const flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo: safeReturnTo(returnTo),
      redirectUri: redirectUriFor(this.settings, request).href,
      expiresAt: Math.floor(now.getTime() / 1000) + OIDC_FLOW_LIFETIME_SECONDS,
    };
    const location = client.buildAuthorizationUrl(config, {
      redirect_uri: flow.redirectUri,
      scope: this.settings.scopes,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { location: location.href, cookie: flowCookieHeader(flow, this.key, request) };
  }

  async completeSignIn(request: Request, now: Date): Promise<RedirectSignInResult> {
    const clearCookie = clearFlowCookieHeader(request);
    const flow = openFlow(flowCookieOf(request), this.key, now);
    const returnTo = flow === undefined ? DEFAULT_RETURN_TO : safeReturnTo(flow.returnTo);
    const fail = (error: RedirectSignInError, detail: string): RedirectSignInResult => ({
      ok: false,
      error,
      detail,
      returnTo,
      clearCookie,
    });
    const params = new URL(request.url).searchParams;
    if (flow === undefined) return fail('state-mismatch', 'no valid sign-in attempt cookie');
    if (!sameText(params.get('state') ?? '', flow.state)) return fail('state-mismatch', 'state differs');
    const error = params.get('error');
    if (error !== null) return fail(error === 'access_denied' ? 'access-denied' : 'issuer-error', error);
    let claims: Record<string, unknown>;
    try {
      const config = await this.configuration();
      // The redirect URI of the attempt, not the request's own URL, which a proxy may have rewritten.
      const current = new URL(flow.redirectUri);
      current.search = new URL(request.url).search;
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (idClaims === undefined) return fail('issuer-error', 'no ID token');
      claims = { ...idClaims };
      if (config.serverMetadata().userinfo_endpoint !== undefined) {
        const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...claims, ...info, sub: idClaims.sub };
      }
    } catch (caught) {
      const failure = failureOf(caught);
      return fail(failure.error, failure.detail);
    }
    const profile = profileFromClaims(claims);
    const db = await this.db();
    const account = await db.transaction((tx) => upsertOidcAccount(tx, this.id, profile));
    return { ok: true, account, returnTo, clearCookie };
  }

  async signOutLocation(request: Request): Promise<string | undefined> {
    if (!this.settings.endSession) return undefined;
    const config = await this.configuration().catch(() => undefined);
    const endpoint = config?.serverMetadata().end_session_endpoint;
    if (config === undefined || endpoint === undefined) return undefined;
    // Only ever to the issuer's own origin: metadata must not turn logout into an open redirect.
    if (new URL(endpoint).origin !== this.settings.issuer.origin) return undefined;
    const home = new URL('/', redirectUriFor(this.settings, request)).href;
    return client.buildEndSessionUrl(config, { post_logout_redirect_uri: home }).href;
  }
}
