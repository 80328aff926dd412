/**
 * Scale-out: two portal processes on one PostgreSQL server behind a load
 * balancer. A visitor signs in through one process; the other then knows the session, answers
 * the heartbeat, stores feedback and accepts the search key the first one minted; signing out
 * through the second ends the session on the first. Both processes start at once on an empty
 * schema, as a rolling deployment would.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { postgresSkipReason, testSchema } from '../../src/server/storage/postgres-test-target.test-helper.ts';
import {
  browser,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  startExtraPortal,
  waitForHydration,
  type ExtraPortal,
} from '../harness/index.ts';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.ts';

const HEARTBEAT = '/gateway/api/session/heartbeat';
const A = 0;
const B = 1;

// CI (PORTICO_REQUIRE_POSTGRES=1) always runs it; elsewhere it needs a reachable server.
const skip = await postgresSkipReason();

describe('scale-out: two portal processes on one PostgreSQL', { skip }, () => {
  const schema = testSchema('e2e_scale');
  let portals: ExtraPortal[] = [];
  let lb: LoadBalancer;

  before(
    async () => {
      await schema.create();
      const env = { DATABASE_URL: schema.url, TRUST_PROXY: 'loopback' };
      portals = await Promise.all([startExtraPortal('scale-a', env), startExtraPortal('scale-b', env)]);
      lb = await startLoadBalancer(portals.map((p) => p.baseUrl));
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
      assert.ok(lb.served[A]!.some((line) => line.startsWith('POST /api/account/register')));
      // Registering signs nobody in: sign in from "check your email" (its link keeps returnTo).
      await page.getByTestId('check-email-sign-in').click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('a long e2e password');
      await Promise.all([page.waitForURL('**/cloud/'), page.getByTestId('login-submit').click()]);
      assert.ok(lb.served[A]!.some((line) => line.startsWith('POST /api/account/login')));

      // Everything from here goes to B, which never saw the sign-in.
      lb.target = B;
      const servedByA = lb.served[A]!.length;
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
      assert.equal(lb.served[A]!.length, servedByA, 'A answered nothing while B was the target');

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
});
