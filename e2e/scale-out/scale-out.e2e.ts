/**
 * Scale-out: two portal processes (each with its workers) on one PostgreSQL server, with Redis,
 * behind Debian's nginx running the deploy configuration (deploy/nginx/portico.conf). A visitor
 * signs in through one process; the other then knows the session, answers the heartbeat, stores
 * feedback and accepts the search key the first one minted; signing out through the second ends
 * the session on the first. A developer's console app made through one process is seen and
 * changed through the other, and its OAuth 2.0 flow hops between them at every step
 * (authorization request, consent, code exchange, refresh, rotation). Anonymous pages come from
 * the proxy's cache, signed-in ones never do. Each process restarts in turn under a steady stream
 * of requests, and none fails. Both processes start at once on an empty schema, as a rolling
 * deployment would.
 *
 * Its weight for the shard split: four process starts (two, then each again) and the load.
 * e2e-weight: 35
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import * as client from 'openid-client';
import type { Locator, Page } from 'playwright-core';
import { postgresSkipReason, testSchema } from '../../src/server/storage/postgres-test-target.test-helper.ts';
import {
  browser,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  registerOverHttp,
  signInOverHttp,
  startExtraPortal,
  waitForHydration,
  type ExtraPortal,
} from '../harness/index.ts';
import { startNginxProxy, type NginxProxy } from './nginx-proxy.ts';
import { startSteadyLoad, type LoadResult } from './steady-load.ts';

const HEARTBEAT = '/gateway/api/session/heartbeat';
const PASSWORD = 'a long e2e password';

/** Submits `button`'s form and answers the status of the post (303 done, 200 a page, 4xx refused). */
async function submit(page: Page, button: Locator): Promise<number> {
  const [response] = await Promise.all([
    // The form's own post, not the heartbeat the page may send meanwhile.
    page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest(),
    ),
    button.click(),
  ]);
  await page.waitForLoadState('load');
  return response.status();
}

/** The OAuth error code of a call openid-client refused (a 401 carries it in its challenge). */
async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  const reason = await promise.then(
    () => assert.fail('expected the authorization server to refuse'),
    (error: unknown) => error as { error?: string; cause?: unknown },
  );
  if (reason.error !== undefined) return reason.error;
  const challenges = (reason.cause as { parameters?: { error?: string } }[] | undefined) ?? [];
  return challenges[0]?.parameters?.error;
}
const A = 0;
const B = 1;
const NAMES = ['scale-a', 'scale-b'];
const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether Redis answers (the processes share it when it does; without it they use PostgreSQL). */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 1000 });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

/** Waits for `condition`, polling every 50 ms, failing with `what` after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

// CI (PORTICO_REQUIRE_POSTGRES=1) always runs it; elsewhere it needs a reachable server.
const skip = await postgresSkipReason();

describe('scale-out: two portal processes on one PostgreSQL, behind nginx', { skip }, () => {
  const schema = testSchema('e2e_scale');
  let portals: ExtraPortal[] = [];
  let lb: NginxProxy;
  let env: Record<string, string>;
  /** Starts process `index` on its port (the one nginx names), as it does after a restart too. */
  const startProcess = (index: number, label = NAMES[index]!) =>
    startExtraPortal(label, { ...env, PORT: String(lb.ports[index]) });

  before(
    async () => {
      await schema.create();
      lb = await startNginxProxy(2);
      // The proxy's origin is the public one: the authorization server's issuer must be the
      // same for both processes, and never the address of one of them. nginx connects from
      // 127.0.0.1, so TRUST_PROXY=loopback believes its X-Forwarded-For and -Proto.
      env = {
        DATABASE_URL: schema.url,
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: lb.origin,
        // Each process runs workers, as `npm start` does on a real machine.
        WEB_CONCURRENCY: '2',
        ...((await redisAnswers()) ? { REDIS_URL, REDIS_KEY_PREFIX: `${schema.name}:` } : {}),
      };
      portals = await Promise.all([startProcess(A), startProcess(B)]);
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await lb?.close();
    await Promise.all(portals.map((p) => p.stop()));
    await schema.drop().catch(() => undefined);
  });

  it('shares sessions, heartbeat, feedback and search keys between the processes', async () => {
    const context = await (await browser()).newContext({ baseURL: lb.origin });
    const page = await context.newPage();
    try {
      // Register and sign in through A.
      lb.target = A;
      const email = `scale-${randomBytes(4).toString('hex')}@customer.example.org`;
      await page.goto('/account/register?returnTo=%2Fcloud%2F');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Screen name').fill('Scale Out');
      await page.getByLabel('Password').fill('a long e2e password');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/account/check-email'),
        page.getByTestId('register-submit').click(),
      ]);
      await lb.waitForServed((s) => s.process === A && s.line.startsWith('POST /api/account/register'));
      // Registering signs nobody in: sign in from "check your email" (its link keeps returnTo).
      await page.getByTestId('check-email-sign-in').click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('a long e2e password');
      await Promise.all([page.waitForURL('**/cloud/'), page.getByTestId('login-submit').click()]);
      await lb.waitForServed((s) => s.process === A && s.line.startsWith('POST /api/account/login'));

      // Everything from here goes to B, which never saw the sign-in.
      lb.target = B;
      const switchedToB = Date.now();
      // The docs page's own heartbeat: the /cloud/ page's may still be answering as it is left.
      const beat = page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === HEARTBEAT &&
          (r.request().headers()['referer'] ?? '').includes('/platform/forge/'),
      );
      await page.goto('/platform/forge/');
      await waitForHydration(page);
      const heartbeat = await beat;
      assert.equal(heartbeat.status(), 200);
      const body = (await heartbeat.json()) as { nextCallTimestamp: string; sessionExpiryTime: string };
      assert.ok(Date.parse(body.sessionExpiryTime) > Date.now());
      assert.match(await page.locator('header').first().innerText(), /Scale Out/);
      assert.equal((await page.evaluate(() => fetch('/api/account').then((r) => r.json()))).email, email);

      const comment = `scale-out feedback ${randomBytes(4).toString('hex')}`;
      const status = await page.evaluate(async (text) => {
        const token = document.querySelector<HTMLMetaElement>('meta[name="csrf"]')!.content;
        const response = await fetch('/api/feedback-provider/issue', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token },
          body: JSON.stringify({
            pageTitle: document.title,
            pageUrl: location.href,
            pathName: location.pathname,
            ratingScore: 4,
            textFeedback: text,
          }),
        });
        return response.status;
      }, comment);
      assert.equal(status, 200);
      const stored = await schema.query<{ rating_score: number; account_id: string | null }>(
        `select rating_score, account_id from ${schema.name}.feedback_issues where text_feedback = $1`,
        [comment],
      );
      assert.equal(stored.length, 1, 'the feedback B acknowledged is in the shared database');
      assert.equal(stored[0]!.rating_score, 4);
      assert.ok(stored[0]!.account_id, 'B recorded the account A signed in');
      const byA = lb.served().filter((s) => s.process === A && s.start > switchedToB + 20);
      assert.deepEqual(byA, [], 'A answered nothing while B was the target');

      // A search key minted by A is accepted by B (one parent key in the shared database).
      lb.target = A;
      const { key } = (await page.evaluate(() => fetch('/api/search/token').then((r) => r.json()))) as {
        key: string;
      };
      lb.target = B;
      const found = await page.evaluate(async (apiKey) => {
        const response = await fetch('/1/indexes/portico_docs/query', {
          method: 'POST',
          headers: { 'x-algolia-application-id': 'PORTICO', 'x-algolia-api-key': apiKey },
          body: JSON.stringify({ params: 'query=forge&hitsPerPage=1' }),
        });
        return { status: response.status, hits: ((await response.json()) as { nbHits: number }).nbHits };
      }, key);
      assert.equal(found.status, 200);
      assert.ok(found.hits > 0);

      // Signing out through B ends the session for A as well.
      const signedOut = await page.evaluate(async () => {
        const token = document.querySelector<HTMLMetaElement>('meta[name="csrf"]')!.content;
        const response = await fetch('/api/account/logout', {
          method: 'POST',
          headers: { 'x-csrf-token': token },
          redirect: 'manual',
        });
        return response.type === 'opaqueredirect' || response.ok;
      });
      assert.ok(signedOut);
      lb.target = A;
      assert.equal(await page.evaluate(() => fetch('/api/account').then((r) => r.status)), 401);
    } finally {
      await context.close();
    }
  });

  it('shares console apps and the authorization server between the processes', async () => {
    const email = `scale-dev-${randomBytes(4).toString('hex')}@customer.example.org`;
    await registerOverHttp(lb.origin, { email, screenName: 'Scale Dev', password: PASSWORD });
    const session = await signInOverHttp(lb.origin, email, PASSWORD);
    const callbacks: Server = createServer((_request, response) => response.end('connected'));
    await new Promise<void>((resolve) => callbacks.listen(0, '127.0.0.1', resolve));
    const callbackUrl = `http://127.0.0.1:${(callbacks.address() as AddressInfo).port}/callback`;
    const context = await (await browser()).newContext({ baseURL: lb.origin });
    await context.addCookies([{ name: 'portico_session', value: session, url: lb.origin }]);
    const page = await context.newPage();
    try {
      // A makes the app; B shows it and takes its API and callback URL.
      lb.target = A;
      await page.goto('/apps/create');
      await page.getByLabel('OAuth 2.0 integration').check();
      await page.getByLabel('App name').fill('Scale app');
      await page.getByLabel('I accept the developer terms').check();
      assert.equal(await submit(page, page.getByTestId('console-create-submit')), 200);
      const clientId = (await page.getByTestId('console-client-id').textContent())!.trim();
      const secret = (await page.getByTestId('console-client-secret').textContent())!.trim();
      const appPath = new URL((await page.getByTestId('console-open-app').getAttribute('href'))!, lb.origin)
        .pathname;
      lb.target = B;
      await page.goto(`${appPath}settings/`);
      assert.equal((await page.getByTestId('console-client-id').textContent())!.trim(), clientId);
      await page.goto(`${appPath}permissions/`);
      const api = page.getByTestId('console-api-platform-api');
      await api.getByLabel('read:me').check();
      assert.equal(
        await submit(page, api.getByRole('button', { name: 'Add User identity and platform' })),
        303,
      );
      await page.goto(`${appPath}authorization/`);
      await page.getByLabel('Callback URL').fill(callbackUrl);
      assert.equal(await submit(page, page.getByRole('button', { name: 'Add callback URL' })), 303);

      // 3LO: discovery and the authorization request on A, consent on B, Allow posted to A.
      lb.target = A;
      const discover = (key: string) =>
        client.discovery(new URL(`${lb.origin}/oauth2`), clientId, undefined, client.ClientSecretBasic(key), {
          execute: [client.allowInsecureRequests],
        });
      let config = await discover(secret);
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const authorize = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: 'openid offline_access read:me',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        prompt: 'consent',
        state,
      });
      const since = Date.now();
      const consentShown = page.waitForResponse((r) =>
        new URL(r.url()).pathname.startsWith('/oauth2/interaction/'),
      );
      lb.target = B;
      const navigation = page.goto(authorize.href);
      await consentShown;
      await navigation;
      await page.getByTestId('oauth-consent').waitFor();
      lb.target = A;
      await Promise.all([
        page.waitForURL((url) => url.href.startsWith(callbackUrl)),
        page.getByTestId('oauth-allow').click(),
      ]);
      await lb.waitForServed((s) => s.process === B && s.start >= since && s.line.startsWith('GET /oauth2/'));
      await lb.waitForServed((s) => s.process === A && s.start >= since && s.line.includes('/confirm'));

      // The code A issued is exchanged on B; the refresh token B issued is used on A.
      lb.target = B;
      const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), {
        pkceCodeVerifier: verifier,
        expectedState: state,
      });
      lb.target = A;
      const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
      lb.target = B;
      assert.equal((await client.tokenIntrospection(config, refreshed.access_token)).active, true);
      assert.equal(await refusal(client.refreshTokenGrant(config, tokens.refresh_token!)), 'invalid_grant');

      // Rotating through B ends the old secret and tokens on A.
      await page.goto(`${appPath}settings/`);
      await submit(page, page.getByRole('button', { name: 'Rotate secret' }));
      const rotated = (await page.getByTestId('console-client-secret').textContent())!.trim();
      lb.target = A;
      assert.equal(
        await refusal(client.clientCredentialsGrant(config, { scope: 'read:me' })),
        'invalid_client',
      );
      config = await discover(rotated);
      assert.equal((await client.tokenIntrospection(config, refreshed.access_token)).active, false);
      const twoLegged = await client.clientCredentialsGrant(config, { scope: 'read:me' });
      lb.target = B;
      assert.equal((await client.tokenIntrospection(config, twoLegged.access_token)).active, true);
    } finally {
      await context.close();
      await new Promise((resolve) => callbacks.close(resolve));
    }
  });

  /** GET `path` through the proxy as an English reader, with `headers` on top. */
  const read = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${lb.origin}${path}`, { headers: { 'accept-language': 'en', ...headers } });

  it('serves anonymous pages from the proxy cache', async () => {
    lb.target = undefined;
    const page = '/platform/forge/';
    const first = await read(page);
    const firstBody = await first.text();
    assert.equal(first.status, 200);
    assert.match(first.headers.get('cache-control') ?? '', /\bpublic\b.*\bs-maxage=\d+/);
    const etag = first.headers.get('etag') ?? '';
    assert.match(etag, /^"[^"]+"$/, 'a strong ETag');
    const second = await read(page);
    assert.equal(second.headers.get('x-cache-status'), 'HIT', 'the second anonymous read is the cached copy');
    assert.equal(await second.text(), firstBody);
    const logged = await lb.waitForServed((s) => s.line === `GET ${page}` && s.cache === 'HIT');
    assert.deepEqual(logged.tried, [], 'no process answered the cached read');
    const notModified = await read(page, { 'if-none-match': etag });
    assert.equal(notModified.status, 304);
  });

  it('keeps a copy per locale, and never serves a signed-in reader from the cache', async () => {
    lb.target = undefined;
    const page = '/platform/forge/getting-started/';
    // Twice each: the second read may come from the cache, and must still be the reader's locale.
    for (let i = 0; i < 2; i++) {
      assert.match(await (await read(page)).text(), /<html lang="en"/);
      const frenchReaders: Record<string, string>[] = [
        { 'accept-language': 'fr' },
        { cookie: 'portico_locale=fr' },
      ];
      for (const french of frenchReaders) {
        assert.match(await (await read(page, french)).text(), /<html lang="fr"/, JSON.stringify(french));
      }
    }

    const email = `scale-cache-${randomBytes(4).toString('hex')}@customer.example.org`;
    await registerOverHttp(lb.origin, { email, screenName: 'Cache Reader', password: PASSWORD });
    const session = await signInOverHttp(lb.origin, email, PASSWORD);
    for (let i = 0; i < 2; i++) {
      const signedIn = await read(page, { cookie: `portico_session=${session}` });
      assert.equal(signedIn.status, 200);
      assert.equal(signedIn.headers.get('x-cache-status'), 'BYPASS');
      assert.match(signedIn.headers.get('cache-control') ?? '', /\b(private|no-store)\b/);
      await signedIn.body?.cancel();
    }
    const context = await (await browser()).newContext({ baseURL: lb.origin });
    await context.addCookies([{ name: 'portico_session', value: session, url: lb.origin }]);
    try {
      const view = await context.newPage();
      const answer = await view.goto(page);
      assert.equal(await answer?.headerValue('x-cache-status'), 'BYPASS');
      await waitForHydration(view);
      assert.match(await view.locator('header').first().innerText(), /Cache Reader/);
    } finally {
      await context.close();
    }
  });

  it('answers every request while each process restarts in turn', { timeout: 150_000 }, async () => {
    lb.target = undefined;
    const email = `scale-roll-${randomBytes(4).toString('hex')}@customer.example.org`;
    await registerOverHttp(lb.origin, { email, screenName: 'Rolling', password: PASSWORD });
    const session = await signInOverHttp(lb.origin, email, PASSWORD);
    const signedIn = { cookie: `portico_session=${session}` };
    const html = await (await fetch(`${lb.origin}/platform/forge/`, { headers: signedIn })).text();
    const csrf = /<meta name="csrf" content="([^"]+)"/.exec(html)?.[1];
    assert.ok(csrf, 'a signed-in page carries its CSRF token');
    // The heartbeat is a state change: the token in the header and in its cookie (double submit).
    const beat = { cookie: `portico_session=${session}; portico_csrf=${csrf}`, 'x-csrf-token': csrf };
    // What readers do: anonymous and signed-in pages, their account, their session heartbeat.
    const plan = [
      { path: '/platform/forge/getting-started/' },
      { path: '/platform/forge/', init: { headers: signedIn } },
      { path: '/api/account', init: { headers: signedIn } },
      { path: HEARTBEAT, init: { method: 'POST', headers: beat } },
    ];
    const startedAt = Date.now();
    const load = startSteadyLoad(lb.origin, (n) => plan[n % plan.length]!, 4);
    let result: LoadResult;
    const drainMs: number[] = [];
    try {
      const answeredBy = (index: number, since: number) =>
        lb.served().some((s) => s.process === index && s.start > since && s.status < 400);
      await until(() => answeredBy(A, startedAt) && answeredBy(B, startedAt), 'both processes to take load');
      for (const index of [A, B]) {
        const stopping = Date.now();
        await portals[index]!.stop();
        drainMs.push(Date.now() - stopping);
        portals[index] = await startProcess(index, `${NAMES[index]}-restarted`);
        const restarted = Date.now();
        // As an operator would: the next process stops only once this one takes requests again.
        await until(() => answeredBy(index, restarted), `${NAMES[index]} to take requests again`, 30_000);
      }
    } finally {
      result = await load.stop();
    }
    assert.deepEqual(
      result.failures,
      [],
      // nginx's own errors say how each failed: refused, reset, timed out.
      `${result.failures.length} of ${result.ok + result.failures.length} failed; nginx: ${lb
        .errors()
        .split('\n')
        .filter((line) => /\[error\]/.test(line))
        .join('\n')}`,
    );
    assert.ok(result.ok > 100, `a steady stream of requests (${result.ok})`);
    // Stopping a process finishes its requests and closes its keep-alive connections, well before
    // the harness would kill it (10 s): a process that kept serving the proxy's open connections
    // after SIGTERM would only be cut off at its own limit, requests in flight with it.
    assert.ok(
      drainMs.every((ms) => ms < 5_000),
      `each process exited soon after SIGTERM, under load (${drainMs.join(' ms, ')} ms)`,
    );
  });
});
