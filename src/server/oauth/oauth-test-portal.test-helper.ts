import * as client from 'openid-client';
import { insertAccount } from '../accounts/account-store.ts';
import { readServerEnv } from '../config/env.ts';
import type { AppRegistry } from '../console/app-registry.ts';
import type { ContentStore } from '../content/content-store.ts';
import { createLogger } from '../log/logger.ts';
import { createPortal, type Portal } from '../portal.ts';
import { sessionIdOf } from '../sessions/session-cookie.ts';
import { startSession } from '../sessions/sign-in-session.ts';
import { resumeSession } from '../sessions/session-store.ts';
import type { Database } from '../storage/database.ts';
import {
  authorizationServerMetadata,
  interactionAbortEndpoint,
  interactionConfirmEndpoint,
  interactionView,
  oauthEndpoint,
  type OauthRouteDeps,
} from './oauth-routes.ts';

/** The public origin of the test portals. */
export const ORIGIN = 'http://portal.test';
/** The app's callback URL: never fetched, the browser stops there. */
export const CALLBACK = 'http://127.0.0.1:5555/callback';

/** The API catalogue of the tests: read:me is open to everyone, Jira needs a privilege. */
export const TEST_SITE = {
  employeeEmailDomain: 'vendor.example',
  consoleApis: [
    {
      id: 'platform-api',
      title: 'Platform',
      description: '',
      scopes: [{ name: 'read:me', description: 'View your public profile' }],
    },
    {
      id: 'jira-api',
      title: 'Jira',
      description: '',
      scopes: [{ name: 'write:jira-work', description: 'Change Jira issues' }],
    },
  ],
};

/** A portal over `db` as createPortal builds it, its log lines kept for inspection. */
export function testPortal(db: Database, lines: string[]): Portal {
  // Only the site of the manifest is read by the registry and the authorization server.
  const content = async () => ({ manifest: { site: TEST_SITE } }) as unknown as ContentStore;
  return createPortal({
    env: readServerEnv({ PUBLIC_URL: ORIGIN, LOG_LEVEL: 'debug' }),
    db: async () => db,
    content,
    log: createLogger('debug', {}, (line) => lines.push(line)),
  });
}

/** An account, and an app it owns enrolled in read:me with the test callback URL. */
export async function createTestApp(db: Database, registry: AppRegistry) {
  const email = `owner-${crypto.randomUUID()}@example.com`;
  const account = await insertAccount(db, { email, screenName: 'Owner', provider: 'builtin' });
  if (account === undefined) throw new Error('no account');
  const owner = { id: account.id, email, emailVerified: true };
  const { app, credentials } = await registry.createApp(owner, {
    name: 'Test app',
    appType: 'oauth2',
    acceptTerms: true,
  });
  await registry.addCallbackUrl(app.id, owner, CALLBACK);
  await registry.addApi(app.id, owner, { apiId: 'platform-api', scopes: ['read:me'] });
  await registry.addApi(app.id, owner, { apiId: 'jira-api', scopes: ['write:jira-work'] });
  return { owner, app, credentials };
}

/** A browser of one portal: a cookie jar, the portal session, and the /oauth2 routes. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly portal: Portal;

  constructor(portal: Portal) {
    this.portal = portal;
  }

  /** The same fetch in openid-client's shape. */
  readonly appFetch: client.CustomFetch = (url, options) =>
    this.fetch(url, {
      method: options.method,
      headers: options.headers,
      body: options.body as BodyInit | null | undefined,
      redirect: options.redirect,
    });

  /** Signs `accountId` in through the portal's own session start (the real session cookie). */
  async signIn(accountId: string): Promise<void> {
    const setCookie = await startSession(
      await this.portal.db(),
      new Request(ORIGIN),
      accountId,
      new Date(),
      this.portal.sessionSettings(),
    );
    this.keep([setCookie]);
  }

  keep(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** fetch as the portal answers it: the /oauth2 routes and the RFC 8414 metadata. */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const bridged = new Request(request, { headers });
    const response = await this.route(bridged, url);
    this.keep(response.headers.getSetCookie());
    return response;
  };

  private async route(request: Request, url: URL): Promise<Response> {
    const deps = await this.deps(request);
    if (url.pathname === '/.well-known/oauth-authorization-server/oauth2') {
      return authorizationServerMetadata(request, deps);
    }
    const interaction = /^\/oauth2\/interaction\/([^/]+)(?:\/(confirm|abort))?$/.exec(url.pathname);
    if (interaction !== null) {
      const uid = decodeURIComponent(interaction[1]!);
      if (interaction[2] === 'confirm') return interactionConfirmEndpoint(request, deps, uid);
      if (interaction[2] === 'abort') return interactionAbortEndpoint(request, deps, uid);
      const view = await interactionView(request, deps, uid);
      if (view.kind === 'redirect')
        return new Response(null, { status: 303, headers: { Location: view.location } });
      return Response.json(view, { status: view.kind === 'expired' ? 404 : 200 });
    }
    return oauthEndpoint(request, deps);
  }

  private async deps(request: Request): Promise<OauthRouteDeps> {
    const id = sessionIdOf(request);
    const session =
      id === undefined
        ? undefined
        : await resumeSession(await this.portal.db(), id, new Date(), this.portal.sessionSettings());
    return {
      enabled: true,
      oauth: this.portal.oauth,
      db: this.portal.db,
      catalogue: async () => TEST_SITE.consoleApis,
      context: { accountId: session?.account.id, clientAddress: '127.0.0.1' },
    };
  }

  /** Follows redirects from `location` until one leaves the portal; answers where it stopped. */
  async follow(location: string, stopAt = CALLBACK): Promise<{ url: URL; response?: Response }> {
    let url = new URL(location, ORIGIN);
    for (let hops = 0; hops < 12; hops += 1) {
      if (url.href.startsWith(stopAt)) return { url };
      const response = await this.fetch(url);
      const next = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || next === null) return { url, response };
      url = new URL(next, url);
    }
    throw new Error('too many redirects');
  }
}

/** The app's openid-client configuration against `browser`'s portal, with `secret`. */
export async function appConfig(browser: TestBrowser, clientId: string, secret: string) {
  const config = await client.discovery(
    new URL(`${ORIGIN}/oauth2`),
    clientId,
    undefined,
    client.ClientSecretBasic(secret),
    { execute: [client.allowInsecureRequests], [client.customFetch]: browser.appFetch },
  );
  config[client.customFetch] = browser.appFetch;
  return config;
}

/** The authorization request of a 3LO flow with PKCE, consent and offline access. */
export async function authorizationRequest(config: client.Configuration) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid offline_access read:me',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'consent',
    state,
  });
  return { url, verifier, state };
}

/**
 * The whole 3LO flow through the interaction: the login prompt (the portal session), the consent
 * screen, Allow, then the code exchanged with the verifier. Answers the tokens and the consent view.
 */
export async function threeLegged(browser: TestBrowser, config: client.Configuration) {
  const { url, verifier, state } = await authorizationRequest(config);
  const consent = await browser.follow(url.href);
  if (consent.response === undefined) throw new Error(`no consent screen, stopped at ${consent.url.href}`);
  const view = (await consent.response.json()) as {
    kind: string;
    scopes: { name: string }[];
    callbackOrigin: string;
  };
  const confirm = await browser.fetch(new URL(`${consent.url.pathname}/confirm`, ORIGIN), { method: 'POST' });
  const callback = await browser.follow(confirm.headers.get('location') ?? '/');
  const tokens = await client.authorizationCodeGrant(config, callback.url, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { tokens, view };
}

/** The OAuth error code of a rejected openid-client call. */
export async function oauthError(promise: Promise<unknown>): Promise<{ error?: string; status?: number }> {
  const reason: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (reason === undefined) throw new Error('expected the call to be refused');
  // A 401 arrives as a WWW-Authenticate challenge, whose parameters carry the error.
  const { error, status, cause } = reason as {
    error?: string;
    status?: number;
    cause?: { error?: string } | { parameters?: { error?: string } }[];
  };
  const challenge = Array.isArray(cause) ? cause[0]?.parameters?.error : cause?.error;
  return { error: error ?? challenge, status };
}
