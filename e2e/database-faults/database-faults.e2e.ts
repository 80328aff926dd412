/**
 * A portal process on a private PostgreSQL cluster that the test stops (fast, then immediate)
 * and freezes (SIGSTOP) under load. Anonymous pages and search keep answering; writes answer a
 * prompt 503 with Retry-After while the database is gone, and every write acknowledged with a
 * 200 is in the database afterwards; the portal recovers by itself and its process never exits.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import {
  privateClusterSkip,
  startPrivateCluster,
  type PrivateCluster,
} from '../../src/server/storage/private-postgres.test-helper.ts';
import { EXTRA_PORTAL_HOOK_TIMEOUT_MS, startExtraPortal, type ExtraPortal } from '../harness/index.ts';
import { anonymousSearchKey, sendWrite, startLoad, until, type Outcome } from './portal-load.ts';

/** A 503 must arrive within this, even while the server is frozen (docs/decisions/0021). */
const PROMPT_MS = 2_500;
const skip = privateClusterSkip();

/** The feedback form's path: the CSRF token a public page asks for and its cookie, then the JSON post. */
async function postFeedback(portal: ExtraPortal): Promise<{ status: number; ms: number; body: string }> {
  const page = await fetch(portal.url('/api/csrf'));
  const { token } = (await page.json()) as { token: string };
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const started = performance.now();
  const response = await fetch(portal.url('/api/feedback-provider/issue'), {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json', origin: portal.baseUrl },
    body: JSON.stringify({
      pageTitle: 'Faults',
      pageUrl: portal.url('/'),
      pathName: '/',
      ratingScore: 4,
      textFeedback: 'db',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, ms: performance.now() - started, body: await response.text() };
}

describe('database faults: a portal on a private PostgreSQL cluster', { skip }, () => {
  let cluster: PrivateCluster;
  let portal: ExtraPortal;
  let key: string;

  before(
    async () => {
      cluster = await startPrivateCluster();
      portal = await startExtraPortal('db-faults', { DATABASE_URL: cluster.url });
      key = await anonymousSearchKey(portal); // also caches the search parent key in the process
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await portal?.stop();
    await cluster?.destroy();
  });

  it(
    'serves anonymous readers, refuses writes promptly, loses nothing and recovers',
    { timeout: 120_000 },
    async () => {
      const load = startLoad(portal, key, { prefix: 'pg' });
      const acknowledgedWrites = () =>
        load.outcomes.filter((o) => o.kind === 'write' && o.status === 200).length;
      // Writes are under way before the first outage, however fast this machine is today.
      await until('writes to be acknowledged before the first outage', async () => acknowledgedWrites() > 20);
      const recovered = async (phase: string) => {
        await until(`writes to succeed again after ${phase}`, async () => {
          return (await sendWrite(portal, key, `probe-${phase}-${Date.now()}`, 'probe')).status === 200;
        });
      };
      const waitForRefusals = (phase: string) =>
        until(`a refused write while ${phase}`, async () => {
          return (await sendWrite(portal, key, `refused-${Date.now()}`, phase)).status === 503;
        });
      let feedbackWhileDown: Awaited<ReturnType<typeof postFeedback>> | undefined;
      for (const mode of ['fast', 'immediate'] as const) {
        load.phase = `stopped-${mode}`;
        await cluster.stop(mode);
        await waitForRefusals(load.phase);
        feedbackWhileDown ??= await postFeedback(portal);
        load.phase = `restarting-${mode}`;
        await cluster.start();
        await recovered(mode);
        load.phase = 'up';
      }

      load.phase = 'frozen';
      cluster.freeze();
      let notice: { status: number; ms: number; html: string };
      try {
        await waitForRefusals('frozen');
        // A reader whose session cannot be looked up is served signed out, with the notice.
        const started = performance.now();
        // A well-formed id the session store would be asked about.
        const cookie = `portico_session=${randomBytes(32).toString('base64url')}`;
        const page = await fetch(portal.url('/'), { headers: { cookie } });
        notice = { status: page.status, ms: performance.now() - started, html: await page.text() };
      } finally {
        cluster.thaw();
      }
      load.phase = 'thawed';
      await recovered('freeze');
      const outcomes = await load.stop();

      assert.equal(portal.exited(), false, 'the portal process is still running');
      assertOutcomes(outcomes);
      assert.equal(notice.status, 200);
      assert.ok(notice.ms < PROMPT_MS, `the signed-out page took ${Math.round(notice.ms)} ms`);
      assert.match(notice.html, /data-testid="storage-notice"[^>]*>Some features are unavailable right now/);
      assert.ok(feedbackWhileDown, 'feedback was posted during the outage');
      assert.equal(feedbackWhileDown.status, 503, feedbackWhileDown.body);
      assert.ok(
        feedbackWhileDown.ms < PROMPT_MS,
        `feedback refusal took ${Math.round(feedbackWhileDown.ms)} ms`,
      );
      assert.equal((await postFeedback(portal)).status, 200, 'feedback is saved again after recovery');

      // Nothing acknowledged is lost.
      const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 200).map((o) => o.name!);
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ event_name: string }>(
          'select event_name from search_insights_events',
        );
        const stored = new Set(rows.map((row) => row.event_name));
        assert.deepEqual(
          acknowledged.filter((name) => !stored.has(name)),
          [],
          'acknowledged writes missing',
        );
      } finally {
        await client.end();
      }
      assert.ok(acknowledged.length > 20, `only ${acknowledged.length} writes were acknowledged`);
    },
  );
});

function assertOutcomes(outcomes: Outcome[]): void {
  const summary = (list: Outcome[]) =>
    list.map((o) => `${o.kind}/${o.phase}: ${o.status} in ${Math.round(o.ms)} ms`);
  const readFailures = outcomes.filter((o) => o.kind !== 'write' && o.status !== 200);
  assert.deepEqual(summary(readFailures), [], 'anonymous pages and searches kept answering 200');
  const writes = outcomes.filter((o) => o.kind === 'write');
  const unclear = writes.filter((o) => o.status !== 200 && o.status !== 503);
  assert.deepEqual(summary(unclear), [], 'every write is either saved (200) or refused (503)');
  const refused = writes.filter((o) => o.status === 503);
  assert.ok(refused.length > 0, 'some writes were refused while the database was down');
  for (const o of refused) {
    assert.equal(o.retryAfter, '5');
    assert.match(o.body ?? '', /Storage is unavailable/);
  }
  const slow = writes.filter((o) => o.ms > PROMPT_MS);
  assert.deepEqual(summary(slow), [], `every write answered within ${PROMPT_MS} ms`);
}
