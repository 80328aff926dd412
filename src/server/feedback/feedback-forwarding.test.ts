import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_FEEDBACK_FIELD_ID } from '../../schemas/feedback.ts';
import { createLogger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { feedbackForwarder, JIRA_TRACKER, retryDelayMs, type ForwarderDeps } from './feedback-forwarder.ts';
import { handleFeedbackIssue } from './feedback-handler.ts';
import { feedbackRateLimiter } from './feedback-rate-limit.ts';
import { postgresSharedStore } from '../shared-state/postgres-shared-store.ts';
import { feedbackStore } from './feedback-store.ts';
import { forwardingFeedbackProvider } from './forwarding-feedback-provider.ts';
import { forwardingQueue } from './forwarding-queue.ts';
import { startJiraStub, type JiraStub } from './jira-stub.test-helper.ts';
import type { JiraTrackerConfig } from './tracker-config.ts';

const EMAIL = 'portal-bot@example.com';
const TOKEN = 'secret-api-token-123';
const log = createLogger('silent');

const pageFeedback = {
  pageTitle: 'Webhooks',
  pageUrl: 'https://developer.example.com/cloud/jira/platform/webhooks/',
  pathName: '/cloud/jira/platform/webhooks/',
  ratingScore: 2,
  textFeedback: 'The example payload is missing.\nPlease add one.',
  userAid: 'abc',
};
const aiFeedback = {
  textFeedback: '',
  pageUrl: 'https://developer.example.com/cloud/confluence/',
  [AI_FEEDBACK_FIELD_ID]: {
    question: 'How do I register a webhook?',
    answer: 'POST /rest/api/3/webhook',
    contentId: '/cloud/confluence/',
    feedbackType: 'inaccurate',
  },
};

interface Row {
  id: string;
  forward_status: string | null;
  forward_tracker: string | null;
  forward_attempts: number;
  forward_next_at: Date | null;
  forward_last_error: string | null;
  forwarded_at: Date | null;
  remote_id: string | null;
  remote_key: string | null;
  remote_url: string | null;
}

/** The same forwarding behaviour on the embedded database and on the PostgreSQL server. */
function forwardingContract(engine: string, open: () => Promise<Database>) {
  describe(engine, () => {
    let db: Database;
    let stub: JiraStub;
    let clock: Date;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
    }, 60_000);
    afterAll(() => db.close());
    beforeEach(async () => {
      stub = await startJiraStub(EMAIL, TOKEN, 'DOCS');
      await db.query('delete from feedback_issues');
      await db.query('delete from shared_state');
      // A little ahead of the database's now(), which stamps new rows as due.
      clock = new Date(Date.now() + 1000);
    });
    afterEach(() => stub.close());

    const jira = (overrides: Partial<JiraTrackerConfig> = {}): JiraTrackerConfig => ({
      baseUrl: stub.baseUrl,
      email: EMAIL,
      apiToken: TOKEN,
      projectKey: 'DOCS',
      issueType: 'Bug',
      timeoutMs: 2000,
      ...overrides,
    });
    const forwarder = (overrides: Partial<ForwarderDeps> = {}) =>
      feedbackForwarder({
        db: async () => db,
        jira: jira(),
        settings: { maxAttempts: 3, intervalMs: 60_000 },
        log,
        now: () => clock,
        ...overrides,
      });
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    const rows = () =>
      db.query<Row>('select *, id::text as id from feedback_issues order by feedback_issues.id');
    let readers = 0;
    const submit = async (body: object = pageFeedback, wake: () => void = () => undefined) => {
      const provider = forwardingFeedbackProvider(async () => feedbackStore(db), JIRA_TRACKER, wake);
      const response = await handleFeedbackIssue(
        new Request('https://developer.example.com/api/feedback-provider/issue', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        {
          provider: () => provider,
          // A reader of their own per submission: this queue is filled faster than the rate limit allows one.
          submitter: { accountId: `acc-${++readers}` },
          clientAddress: `192.0.2.${readers % 250}`,
          limiter: feedbackRateLimiter(postgresSharedStore(async () => db)),
          log,
        },
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }).id;
    };

    it('stores first (pending), then creates one issue with basic auth and an ADF description', async () => {
      let woken = 0;
      const id = await submit(pageFeedback, () => (woken += 1));
      expect(woken).toBe(1);
      expect(stub.calls).toHaveLength(0);
      expect((await rows())[0]).toMatchObject({
        id,
        forward_status: 'pending',
        forward_tracker: 'jira',
        forward_attempts: 0,
      });

      expect(await forwarder().runOnce()).toEqual({ forwarded: 1, failed: 0 });
      expect(stub.calls).toHaveLength(1);
      const call = stub.calls[0]!;
      expect(call.status).toBe(201);
      expect(call.authorization).toBe(`Basic ${Buffer.from(`${EMAIL}:${TOKEN}`).toString('base64')}`);
      expect(call.contentType).toBe('application/json');
      const { fields } = call.body as { fields: Record<string, unknown> };
      expect(fields).toMatchObject({
        project: { key: 'DOCS' },
        issuetype: { name: 'Bug' },
        summary: 'Page feedback 2/5: Webhooks',
        labels: ['portico-feedback', 'page-feedback', `portico-feedback-${id}`],
      });
      const text = JSON.stringify(fields['description']);
      expect(text).toContain('"type":"hardBreak"');
      expect(text).toContain('The example payload is missing.');
      expect(text).toContain('2/5 (Poor)');
      expect(text).toContain('"href":"https://developer.example.com/cloud/jira/platform/webhooks/"');

      const [row] = await rows();
      expect(row).toMatchObject({
        forward_status: 'forwarded',
        forward_attempts: 1,
        forward_last_error: null,
        forward_next_at: null,
        remote_id: '10001',
        remote_key: 'DOCS-1',
        remote_url: `${stub.baseUrl}/browse/DOCS-1`,
      });
      expect(row!.forwarded_at?.toISOString()).toBe(clock.toISOString());
      // Nothing is due any more: a second pass sends nothing.
      expect(await forwarder().runOnce()).toEqual({ forwarded: 0, failed: 0 });
      expect(stub.calls).toHaveLength(1);
    });

    it('forwards AI feedback with its question, answer and feedback type', async () => {
      await submit(aiFeedback);
      await forwarder().runOnce();
      const { fields } = stub.calls[0]!.body as { fields: Record<string, unknown> };
      expect(fields['summary']).toBe('AI answer feedback (inaccurate): How do I register a webhook?');
      expect(fields['labels']).toContain('ai-feedback');
      const text = JSON.stringify(fields['description']);
      expect(text).toContain('POST /rest/api/3/webhook');
      expect(text).toContain('(none)');
    });

    it('keeps the feedback and retries with backoff after a 500, then records the issue', async () => {
      stub.queue.push({ kind: 'status', status: 500, body: { errorMessages: ['Jira is having a moment'] } });
      await submit();
      expect(await forwarder().runOnce()).toEqual({ forwarded: 0, failed: 1 });
      let [row] = await rows();
      expect(row).toMatchObject({
        forward_status: 'pending',
        forward_attempts: 1,
        forward_last_error: 'HTTP 500: Jira is having a moment',
      });
      expect(row!.forward_next_at?.getTime()).toBe(clock.getTime() + retryDelayMs(1));

      advance(retryDelayMs(1) - 1000);
      expect(await forwarder().runOnce()).toEqual({ forwarded: 0, failed: 0 });
      advance(2000);
      expect(await forwarder().runOnce()).toEqual({ forwarded: 1, failed: 0 });
      [row] = await rows();
      expect(row).toMatchObject({ forward_status: 'forwarded', forward_attempts: 2, remote_key: 'DOCS-1' });
      expect(stub.calls.map((call) => call.status)).toEqual([500, 201]);
    });

    it('gives up on a tracker that does not answer in time, and marks the row failed after the last attempt', async () => {
      stub.queue.push({ kind: 'hang' }, { kind: 'status', status: 503, body: 'Service Unavailable' });
      await submit();
      const fast = forwarder({
        jira: jira({ timeoutMs: 300 }),
        settings: { maxAttempts: 2, intervalMs: 60_000 },
      });
      const started = Date.now();
      expect(await fast.runOnce()).toEqual({ forwarded: 0, failed: 1 });
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await rows())[0]).toMatchObject({
        forward_status: 'pending',
        forward_last_error: 'No answer within 300 ms',
      });
      advance(retryDelayMs(1) + 1);
      expect(await fast.runOnce()).toEqual({ forwarded: 0, failed: 1 });
      expect((await rows())[0]).toMatchObject({
        forward_status: 'failed',
        forward_attempts: 2,
        forward_next_at: null,
        forward_last_error: 'HTTP 503: Service Unavailable',
      });
      advance(24 * 3_600_000);
      expect(await fast.runOnce()).toEqual({ forwarded: 0, failed: 0 });
      expect(stub.calls).toHaveLength(2);
    });

    it('records a refused login without ever writing the token into the row', async () => {
      await submit();
      await forwarder({ jira: jira({ apiToken: 'wrong-token-456' }) }).runOnce();
      const [row] = await rows();
      expect(row!.forward_last_error).toBe('HTTP 401: Client must be authenticated');
      expect(JSON.stringify(row)).not.toContain('wrong-token-456');
    });

    it('records a network failure and keeps the row due for a retry', async () => {
      await submit();
      await forwarder({ jira: jira({ baseUrl: 'http://127.0.0.1:1' }) }).runOnce();
      const [row] = await rows();
      expect(row).toMatchObject({ forward_status: 'pending', forward_attempts: 1 });
      expect(row!.forward_last_error).toMatch(/^Network error/);
    });

    it('creates each issue once when two processes forward the same queue at the same time', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 24; i += 1)
        ids.push(await submit({ ...pageFeedback, textFeedback: `comment ${i}` }));
      stub.delayMs = 5;
      const [a, b] = await Promise.all([
        forwarder({ batchSize: 4 }).runOnce(),
        forwarder({ batchSize: 4 }).runOnce(),
      ]);
      expect(a.forwarded + b.forwarded).toBe(24);
      expect(stub.calls).toHaveLength(24);
      const labels = stub.calls.map(
        (call) => (call.body as { fields: { labels: string[] } }).fields.labels[2],
      );
      expect(new Set(labels)).toEqual(new Set(ids.map((id) => `portico-feedback-${id}`)));
      const stored = await rows();
      expect(stored.every((row) => row.forward_status === 'forwarded' && row.forward_attempts === 1)).toBe(
        true,
      );
      expect(new Set(stored.map((row) => row.remote_key)).size).toBe(24);
    });

    it('offers a row claimed by a process that died again once its claim lapses, and ignores the stale outcome', async () => {
      await submit();
      const queue = forwardingQueue(db);
      const lease = new Date(clock.getTime() + 5000);
      const [claimed] = await queue.claim(JIRA_TRACKER, clock, lease, 10);
      expect(claimed).toMatchObject({ attempt: 1, kind: 'page' });
      expect(await queue.claim(JIRA_TRACKER, clock, lease, 10)).toEqual([]);
      expect(await forwarder().runOnce()).toEqual({ forwarded: 0, failed: 0 });

      advance(5001);
      expect(await forwarder().runOnce()).toEqual({ forwarded: 1, failed: 0 });
      expect((await rows())[0]).toMatchObject({ forward_status: 'forwarded', forward_attempts: 2 });
      // The dead process's late answer changes nothing.
      expect(await queue.failed(claimed!, 'late', undefined)).toBe(false);
      expect((await rows())[0]).toMatchObject({ forward_status: 'forwarded', forward_last_error: null });
    });

    it('leaves feedback stored without a tracker alone', async () => {
      await feedbackStore(db).insert({ kind: 'page', issue: { ...pageFeedback, textFeedback: '' } }, {});
      expect(await forwarder().runOnce()).toEqual({ forwarded: 0, failed: 0 });
      expect((await rows())[0]).toMatchObject({ forward_status: null, forward_tracker: null });
    });

    it('runs from its timer and wakes on submission, never overlapping passes', async () => {
      const loop = forwarder({ settings: { maxAttempts: 3, intervalMs: 50 } });
      await submit(pageFeedback, () => loop.wake());
      await submit(pageFeedback, () => loop.wake());
      loop.start();
      for (let i = 0; i < 100 && (await rows()).some((row) => row.forward_status !== 'forwarded'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await loop.stop();
      expect((await rows()).map((row) => row.forward_status)).toEqual(['forwarded', 'forwarded']);
      expect(stub.calls).toHaveLength(2);
    });
  });
}

describeOnEveryDatabase('portico_forwarding', forwardingContract);
