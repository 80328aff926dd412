import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FEEDBACK_FIELD_ID, FEEDBACK_LIMITS } from '../../schemas/feedback.ts';
import { createLogger } from '../log/logger.ts';
import { csrfMiddleware } from '../middleware/csrf.ts';
import { runMiddleware } from '../middleware/middleware.ts';
import { CSRF_COOKIE, CSRF_HEADER, newCsrfToken } from '../security/csrf.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { embeddedFeedbackProvider } from './embedded-feedback-provider.ts';
import type { FeedbackProvider } from './feedback-provider.ts';
import { handleFeedbackIssue, type FeedbackHandlerDeps } from './feedback-handler.ts';
import { feedbackRateLimiter } from './feedback-rate-limit.ts';
import { postgresSharedStore } from '../shared-state/postgres-shared-store.ts';
import { feedbackStore } from './feedback-store.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db, MIGRATIONS);
}, 60_000);
afterAll(() => db.close());

const embedded = () => embeddedFeedbackProvider(async () => feedbackStore(db));
// Each call comes from an address of its own unless told, so only the rate-limit tests meet the limit.
let clients = 0;
const deps = (
  provider: FeedbackProvider = embedded(),
  accountId?: string,
  clientAddress = `198.51.100.${++clients}`,
): FeedbackHandlerDeps => ({
  provider: () => provider,
  submitter: { accountId },
  clientAddress,
  limiter: feedbackRateLimiter(postgresSharedStore(async () => db)),
  log: createLogger('silent'),
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://portal.test/api/feedback-provider/issue', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

const pageFeedback = {
  pageTitle: 'Webhooks',
  pageUrl: 'http://portal.test/cloud/jira/platform/webhooks/',
  pathName: '/cloud/jira/platform/webhooks/',
  ratingScore: '4',
  textFeedback: 'Clear, but an example payload would help.',
  userAid: 'abc-123',
};
const aiFeedback = {
  textFeedback: 'It cited the wrong product.',
  pageUrl: 'http://portal.test/cloud/confluence/',
  [AI_FEEDBACK_FIELD_ID]: {
    question: 'How do I register a webhook?',
    answer: 'Send a POST to /rest/api/3/webhook [1]',
    contentId: '/cloud/confluence/',
    feedbackType: 'inaccurate',
  },
};

describe('handleFeedbackIssue', () => {
  it('stores page feedback with the rating coerced to a number and answers 200 with its id', async () => {
    const response = await handleFeedbackIssue(post(pageFeedback), deps(embedded(), 'acc-1'));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const [row] = await feedbackStore(db).recent(1);
    expect(row).toMatchObject({
      id,
      kind: 'page',
      account_id: 'acc-1',
      page_title: 'Webhooks',
      path_name: '/cloud/jira/platform/webhooks/',
      rating_score: 4,
      text_feedback: 'Clear, but an example payload would help.',
      user_aid: 'abc-123',
      feedback_type: null,
    });
  });

  it('stores a rating of 0 when the score is absent', async () => {
    const withoutScore: Partial<typeof pageFeedback> = { ...pageFeedback };
    delete withoutScore.ratingScore;
    expect((await handleFeedbackIssue(post(withoutScore), deps())).status).toBe(200);
    expect((await feedbackStore(db).recent(1))[0]).toMatchObject({ rating_score: 0, account_id: null });
  });

  it('stores an AI feedback issue with its custom field split into columns', async () => {
    const response = await handleFeedbackIssue(post(aiFeedback), deps());
    expect(response.status).toBe(200);
    expect((await feedbackStore(db).recent(1))[0]).toMatchObject({
      kind: 'ai',
      ai_question: 'How do I register a webhook?',
      ai_answer: 'Send a POST to /rest/api/3/webhook [1]',
      ai_summary: null,
      content_id: '/cloud/confluence/',
      feedback_type: 'inaccurate',
      text_feedback: 'It cited the wrong product.',
      path_name: '/cloud/confluence/',
      payload: aiFeedback,
    });
  });

  it.each([
    ['a rating out of range', { ...pageFeedback, ratingScore: 6 }, 'ratingScore'],
    ['a rating that is not a number', { ...pageFeedback, ratingScore: 'great' }, 'ratingScore'],
    ['a missing page title', { ...pageFeedback, pageTitle: undefined }, 'pageTitle'],
    ['an unknown field', { ...pageFeedback, admin: true }, 'admin'],
    ['a path that is not a path', { ...pageFeedback, pathName: 'cloud' }, 'pathName'],
    [
      'AI feedback without a feedback type',
      { ...aiFeedback, [AI_FEEDBACK_FIELD_ID]: { question: 'q', answer: 'a' } },
      'feedbackType',
    ],
    [
      'AI feedback with both an answer and a summary',
      { [AI_FEEDBACK_FIELD_ID]: { question: 'q', answer: 'a', summary: 's', feedbackType: 'other' } },
      'either an answer or a summary',
    ],
    [
      'an AI answer without its question',
      { [AI_FEEDBACK_FIELD_ID]: { answer: 'a', feedbackType: 'other' } },
      'needs the question',
    ],
    ['a protocol-relative path', { ...pageFeedback, pathName: '//evil.example/login' }, 'pathName'],
    ['a backslash path', { ...pageFeedback, pathName: '/\\evil.example/login' }, 'pathName'],
    ['a path with a tab browsers drop', { ...pageFeedback, pathName: '/\t/evil.example/' }, 'pathName'],
    ['a script URL as path', { ...pageFeedback, pathName: 'javascript:alert(1)' }, 'pathName'],
    ['a page URL on another host', { ...pageFeedback, pageUrl: 'https://evil.example/x' }, 'pageUrl'],
    ['a protocol-relative page URL', { ...pageFeedback, pageUrl: '//evil.example/x' }, 'pageUrl'],
    ['a script page URL', { ...pageFeedback, pageUrl: 'javascript:alert(1)' }, 'pageUrl'],
    ['an AI page URL on another host', { ...aiFeedback, pageUrl: 'https://evil.example/' }, 'pageUrl'],
    ['an array', [], 'body'],
    ['null', null, 'body'],
  ])('refuses %s with a 400 naming the problem', async (_name, body, problem) => {
    const response = await handleFeedbackIssue(post(body), deps());
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain(problem);
  });

  it('takes a page URL given as a path on this site', async () => {
    const body = { ...pageFeedback, pageUrl: '/cloud/jira/platform/webhooks/?tab=js#intro' };
    expect((await handleFeedbackIssue(post(body), deps())).status).toBe(200);
  });

  it('answers 429 with Retry-After once an address has sent ten in a minute', async () => {
    const address = '203.0.113.10';
    for (let sent = 0; sent < 10; sent++) {
      expect(
        (await handleFeedbackIssue(post(pageFeedback), deps(embedded(), undefined, address))).status,
      ).toBe(200);
    }
    const refused = await handleFeedbackIssue(post(pageFeedback), deps(embedded(), undefined, address));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/json');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toBe(
      `Too much feedback from this address or account; try again in ${retryAfter} seconds.`,
    );
    // Bad submissions spend the budget too, and other addresses are not affected.
    expect((await handleFeedbackIssue(post('{'), deps(embedded(), undefined, address))).status).toBe(429);
    expect((await handleFeedbackIssue(post(pageFeedback), deps())).status).toBe(200);
  });

  it('counts a signed-in reader by account, whatever address they send from', async () => {
    for (let sent = 0; sent < 10; sent++) {
      expect((await handleFeedbackIssue(post(pageFeedback), deps(embedded(), 'acc-limit'))).status).toBe(200);
    }
    expect((await handleFeedbackIssue(post(pageFeedback), deps(embedded(), 'acc-limit'))).status).toBe(429);
    expect((await handleFeedbackIssue(post(pageFeedback), deps(embedded(), 'acc-other'))).status).toBe(200);
  });

  it('answers a body that is not UTF-8 as not JSON (400)', async () => {
    const response = await handleFeedbackIssue(
      new Request('http://portal.test/api/feedback-provider/issue', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
      }),
      deps(),
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('The request body is not valid JSON.');
  });

  it('refuses malformed JSON, other content types, oversized bodies and other methods', async () => {
    expect((await handleFeedbackIssue(post('{"pageTitle":'), deps())).status).toBe(400);
    expect(
      (await handleFeedbackIssue(post(pageFeedback, { 'content-type': 'text/plain' }), deps())).status,
    ).toBe(415);
    const huge = { ...pageFeedback, textFeedback: 'x'.repeat(FEEDBACK_LIMITS.maxBodyBytes) };
    expect((await handleFeedbackIssue(post(huge), deps())).status).toBe(413);
    const get = await handleFeedbackIssue(
      new Request('http://portal.test/api/feedback-provider/issue'),
      deps(),
    );
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('acknowledges only after the provider has kept the issue, and answers 503 when it fails', async () => {
    let release: (() => void) | undefined;
    const slow: FeedbackProvider = {
      name: 'slow',
      submit: () => new Promise((resolve) => (release = () => resolve({ id: '7' }))),
    };
    let settled = false;
    const pending = handleFeedbackIssue(post(pageFeedback), deps(slow)).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release!();
    expect((await pending).status).toBe(200);

    const failing: FeedbackProvider = { name: 'down', submit: () => Promise.reject(new Error('db down')) };
    const response = await handleFeedbackIssue(post(pageFeedback), deps(failing));
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toBe('The feedback could not be saved; try again later.');
  });

  it('is refused by the CSRF middleware without the token, and passes with it', async () => {
    const context = { requestId: 't', log: createLogger('silent'), locals: testLocals() };
    const handler = (request: Request) => () => handleFeedbackIssue(request, deps());
    const without = post(pageFeedback);
    expect((await runMiddleware([csrfMiddleware], without, context, handler(without))).status).toBe(403);
    const token = newCsrfToken();
    const withToken = post(pageFeedback, { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token });
    expect((await runMiddleware([csrfMiddleware], withToken, context, handler(withToken))).status).toBe(200);
  });
});
