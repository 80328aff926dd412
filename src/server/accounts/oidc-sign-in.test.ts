import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPrivilege, principalFor } from '../../core/policy/access-policy.ts';
import { createLogger } from '../log/logger.ts';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import type { SessionSettings } from '../sessions/session-settings.ts';
import { createSession, resumeSession } from '../sessions/session-store.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { insertAccount, updateScreenName } from './account-store.ts';
import { OidcAccountProvider } from './oidc-account-provider.ts';
import { OIDC_FLOW_COOKIE } from './oidc-flow-cookie.ts';
import type { OidcSettings } from './oidc-settings.ts';
import { startTestIssuer, type TestIssuer } from './oidc-test-issuer.test-helper.ts';
import {
  completeRedirectSignIn,
  startRedirectSignIn,
  type RedirectSignInDeps,
} from './redirect-sign-in-handler.ts';

/** The portal's address: the handlers are called directly, nothing listens there. */
const PORTAL = 'http://127.0.0.1:4399';
const CLIENT = { clientId: 'portico-test', clientSecret: randomBytes(24).toString('base64url') };
const settings: SessionSettings = {
  idleTimeoutSeconds: 600,
  maxLifetimeSeconds: 3600,
  heartbeatPath: '/gateway/x',
};
const log = createLogger('silent', {});

/** Cookies of the browser at the issuer (oidc-provider's interaction and session cookies). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the issuer: follows redirects from the authorization URL, signs in as
 * `login` on the development form (or presses cancel), and returns the URL the issuer sends the
 * browser back to on the portal.
 */
async function visitIssuer(location: string, login: string | 'cancel'): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(location);
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.href.startsWith(PORTAL)) return url;
    const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.take(response);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url);
      continue;
    }
    const html = await response.text();
    expect(response.status, html).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    expect(action, html).toBeDefined();
    const target = new URL(action!.replace(/&amp;/g, '&'), url);
    if (login === 'cancel') {
      url = new URL(`${target.pathname}/abort`, url);
      continue;
    }
    const posted = await fetch(target, {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
      redirect: 'manual',
    });
    jar.take(posted);
    url = new URL(posted.headers.get('location')!, target);
  }
  throw new Error('the issuer never sent the browser back');
}

const flowCookieOf = (response: Response) =>
  /portico_oidc=([^;]*)/.exec(response.headers.getSetCookie().join('\n'))?.[1] ?? '';

function oidcContract(engine: string, open: () => Promise<Database>) {
  describe(engine, () => {
    let db: Database;
    let issuer: TestIssuer;
    let provider: OidcAccountProvider;
    let deps: RedirectSignInDeps;
    let now = new Date();
    // The issuer reads these on every sign-in, so a test may change what it says.
    const people: Record<string, Record<string, unknown>> = {
      ann: { email: 'Ann@Customer.example.org', email_verified: true, name: 'Ann OIDC' },
      bob: { preferred_username: 'bob<script>', picture: 'javascript:alert(1)' },
      eve: { email: 'eve@vendor.example.com', email_verified: false, name: 'Eve' },
    };

    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      issuer = await startTestIssuer(people);
      issuer.registerClient({ ...CLIENT, redirectUris: [`${PORTAL}/account/callback`] });
      const oidc: OidcSettings = {
        issuer: new URL(issuer.issuer),
        ...CLIENT,
        scopes: 'openid email profile',
        redirectUri: undefined,
        endSession: true,
      };
      provider = new OidcAccountProvider(oidc, async () => db);
      deps = { provider, db: async () => db, settings, now: () => now, log };
    }, 60_000);
    afterAll(async () => {
      await issuer.close();
      await db.close();
    });

    /** Login redirect → issuer → the callback URL and the attempt's cookie. */
    async function attempt(login: string, returnTo = '/cloud/?a=1#b') {
      now = new Date();
      const start = await startRedirectSignIn(
        new Request(`${PORTAL}/account/login?returnTo=${encodeURIComponent(returnTo)}`),
        deps,
      );
      expect(start?.status).toBe(303);
      const callback = await visitIssuer(start!.headers.get('location')!, login);
      return { start: start!, callback, flow: flowCookieOf(start!) };
    }

    const callbackRequest = (url: URL | string, cookie: string) => new Request(url, { headers: { cookie } });

    it('redirects to the issuer with code flow, S256 PKCE, state and nonce kept in a signed cookie', async () => {
      const { start } = await attempt('ann');
      const location = new URL(start.headers.get('location')!);
      expect(location.origin).toBe(issuer.issuer);
      expect(Object.fromEntries(location.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: CLIENT.clientId,
        redirect_uri: `${PORTAL}/account/callback`,
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(location.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
      expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
      expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      const cookie = start.headers.getSetCookie()[0]!;
      expect(cookie).toMatch(
        /^portico_oidc=[\w-]+\.[\w-]{43}; Max-Age=600; Path=\/account\/callback; HttpOnly; SameSite=Lax$/,
      );
      // The verifier never leaves in the URL.
      expect(location.href).not.toContain(cookie.split('.')[0]!.slice(14, 40));
    });

    it('signs in: creates the account from the claims and starts a fresh session (no fixation)', async () => {
      const other = await insertAccount(db, {
        email: `x-${randomBytes(3).toString('hex')}@example.org`,
        screenName: 'X',
        provider: 'builtin',
      });
      const { id: oldSession } = await createSession(db, other!.id, now, settings);
      const { callback, flow } = await attempt('ann');
      expect(callback.searchParams.get('iss')).toBe(issuer.issuer);
      const outcome = await completeRedirectSignIn(
        callbackRequest(callback, `${OIDC_FLOW_COOKIE}=${flow}; ${SESSION_COOKIE}=${oldSession}`),
        deps,
      );
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.response.status).toBe(303);
      expect(outcome.response.headers.get('location')).toBe('/cloud/?a=1#b');
      const cookies = outcome.response.headers.getSetCookie();
      expect(cookies[0]).toBe('portico_oidc=; Max-Age=0; Path=/account/callback; HttpOnly; SameSite=Lax');
      const session = /^portico_session=([\w-]{43}); Path=\/; HttpOnly; SameSite=Lax$/.exec(cookies[1]!)?.[1];
      expect(session).toBeDefined();
      expect(session).not.toBe(oldSession);
      expect(await resumeSession(db, oldSession, now, settings)).toBeUndefined();
      const resumed = await resumeSession(db, session!, now, settings);
      expect(resumed?.account).toEqual({
        id: expect.any(String),
        email: 'Ann@Customer.example.org',
        screenName: 'Ann OIDC',
        avatarUrl: undefined,
      });
      const rows = await db.query<{ provider: string; subject: string }>(
        'select provider, subject from accounts where id = $1',
        [resumed!.account.id],
      );
      expect(rows[0]).toEqual({ provider: `${issuer.issuer}/`, subject: 'ann' });
    });

    it('finds the same account again, takes a new picture, keeps a screen name changed on the portal', async () => {
      const signIn = async () => {
        const { callback, flow } = await attempt('ann');
        return completeRedirectSignIn(callbackRequest(callback, `${OIDC_FLOW_COOKIE}=${flow}`), deps);
      };
      expect((await signIn()).ok).toBe(true);
      const [account] = await db.query<{ id: string }>("select id from accounts where subject = 'ann'");
      await updateScreenName(db, account!.id, 'Ann on the portal');
      people['ann']!['picture'] = `${issuer.issuer}/pictures/ann.png`;
      expect((await signIn()).ok).toBe(true);
      const rows = await db.query("select id, screen_name, avatar_url from accounts where subject = 'ann'");
      expect(rows).toEqual([
        {
          id: account!.id,
          screen_name: 'Ann on the portal',
          avatar_url: `${issuer.issuer}/pictures/ann.png`,
        },
      ]);
    });

    it('refuses a tampered state, a missing or forged attempt cookie, and an expired attempt (400)', async () => {
      const { callback, flow } = await attempt('carol');
      const tampered = new URL(callback);
      // Change the last character to one it is not (a random value may already end in 'A').
      const changeLast = (value: string, by: string) =>
        `${value.slice(0, -by.length)}${value.endsWith(by) ? by.toLowerCase() : by}`;
      tampered.searchParams.set('state', changeLast(callback.searchParams.get('state')!, 'A'));
      for (const [url, cookie] of [
        [tampered, `${OIDC_FLOW_COOKIE}=${flow}`],
        [callback, ''],
        [callback, `${OIDC_FLOW_COOKIE}=${changeLast(flow, 'AA')}`],
        [callback, `${OIDC_FLOW_COOKIE}=${flow.replace(/^[\w-]{4}/, 'eyJ9')}`],
      ] as const) {
        const outcome = await completeRedirectSignIn(callbackRequest(url, cookie), deps);
        expect(outcome).toMatchObject({ ok: false, error: 'state-mismatch', status: 400 });
      }
      now = new Date(Date.now() + 601_000);
      const late = await completeRedirectSignIn(
        callbackRequest(callback, `${OIDC_FLOW_COOKIE}=${flow}`),
        deps,
      );
      expect(late).toMatchObject({ ok: false, error: 'state-mismatch', status: 400, returnTo: '/' });
      expect(await db.query("select 1 from accounts where subject = 'carol'")).toEqual([]);
    });

    it('explains a cancel at the issuer (access_denied), and a forged or reused code', async () => {
      const cancelled = await attempt('cancel', '/server/');
      expect(cancelled.callback.searchParams.get('error')).toBe('access_denied');
      expect(
        await completeRedirectSignIn(
          callbackRequest(cancelled.callback, `${OIDC_FLOW_COOKIE}=${cancelled.flow}`),
          deps,
        ),
      ).toMatchObject({ ok: false, error: 'access-denied', status: 400, returnTo: '/server/' });

      const forged = await attempt('dan');
      const bad = new URL(forged.callback);
      bad.searchParams.set('code', 'forged-code');
      expect(
        await completeRedirectSignIn(callbackRequest(bad, `${OIDC_FLOW_COOKIE}=${forged.flow}`), deps),
      ).toMatchObject({ ok: false, error: 'issuer-error', status: 400 });

      const used = await attempt('dan');
      const request = () => callbackRequest(used.callback, `${OIDC_FLOW_COOKIE}=${used.flow}`);
      expect((await completeRedirectSignIn(request(), deps)).ok).toBe(true);
      expect(await completeRedirectSignIn(request(), deps)).toMatchObject({
        ok: false,
        error: 'issuer-error',
      });
    });

    it('signs in an unverified email, as a non-employee until the issuer says email_verified: true', async () => {
      const signIn = async () => {
        const eve = await attempt('eve');
        const outcome = await completeRedirectSignIn(
          callbackRequest(eve.callback, `${OIDC_FLOW_COOKIE}=${eve.flow}`),
          deps,
        );
        if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.error}`);
        const cookie = outcome.response.headers.getSetCookie()[1]!;
        const session = await resumeSession(db, /portico_session=([\w-]+)/.exec(cookie)![1]!, now, settings);
        return principalFor(
          {
            accountId: session!.account.id,
            email: session!.account.email,
            emailVerified: session!.emailVerified,
          },
          'vendor.example.com',
        );
      };
      const unverified = await signIn();
      expect(unverified.emailDomain).toBe('vendor.example.com');
      expect(unverified.emailVerified).toBe(false);
      expect(hasPrivilege(unverified, 'INTERNAL_PLATFORM_DOCS')).toBe(false);
      people['eve']!['email_verified'] = true;
      expect(hasPrivilege(await signIn(), 'INTERNAL_PLATFORM_DOCS')).toBe(true);
      // The claim is read again on every sign-in: an issuer that withdraws it is believed.
      delete people['eve']!['email_verified'];
      expect(hasPrivilege(await signIn(), 'INTERNAL_PLATFORM_DOCS')).toBe(false);
      expect(await db.query("select email_verified from accounts where subject = 'eve'")).toEqual([
        { email_verified: false },
      ]);
    });

    it('names a person without name or email, and refuses a non-http picture claim', async () => {
      const { callback, flow } = await attempt('bob');
      expect(
        (await completeRedirectSignIn(callbackRequest(callback, `${OIDC_FLOW_COOKIE}=${flow}`), deps)).ok,
      ).toBe(true);
      const rows = await db.query(
        "select email, screen_name, avatar_url from accounts where subject = 'bob'",
      );
      expect(rows).toEqual([{ email: '', screen_name: 'bobscript', avatar_url: null }]);
    });

    it('lets a built-in account and an issuer account share an email', async () => {
      const builtin = await insertAccount(db, {
        email: 'ann@customer.example.org',
        screenName: 'Ann builtin',
        provider: 'builtin',
      });
      expect(builtin?.provider).toBe('builtin');
      const again = await insertAccount(db, {
        email: 'ANN@customer.example.org',
        screenName: 'Ann twice',
        provider: 'builtin',
      });
      expect(again).toBeUndefined();
    });

    it('offers the issuer’s end-session URL on its own origin after logout', async () => {
      const location = await provider.signOutLocation(new Request(`${PORTAL}/api/account/logout`));
      const url = new URL(location!);
      expect(url.origin).toBe(issuer.issuer);
      expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/`);
      expect(url.searchParams.get('client_id')).toBe(CLIENT.clientId);
    });
  });
}

describe('OpenID Connect sign-in against a real issuer (oidc-provider)', () => {
  it('answers the login page with no redirect when the issuer is unreachable', async () => {
    const down = new OidcAccountProvider(
      {
        issuer: new URL('http://127.0.0.1:9'),
        ...CLIENT,
        scopes: 'openid',
        redirectUri: undefined,
        endSession: false,
      },
      async () => {
        throw new Error('no database needed');
      },
    );
    const response = await startRedirectSignIn(new Request(`${PORTAL}/account/login`), {
      provider: down,
      db: async () => {
        throw new Error('unused');
      },
      settings,
      now: () => new Date(),
      log,
    });
    expect(response).toBeUndefined();
  });
});

describeOnEveryDatabase('portico_oidc', oidcContract);
