/**
 * The employee feedback report and the tracker connector (docs/decisions/0014): a
 * portal with FEEDBACK_TRACKER=jira against a real local Jira-compatible server; feedback posted
 * through the API with the page's CSRF token is stored, then forwarded (one failure recorded);
 * an employee sees it per page and entry by entry, filters by product with the no-JS form,
 * downloads the CSV (formulas defused), gets a 400 for bad filters; a customer gets 403, an
 * anonymous reader is sent to sign in and back. Axe-clean in light and dark.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { AI_FEEDBACK_FIELD_ID } from '../../src/schemas/feedback.ts';
import { parseCsv } from '../../src/server/feedback/csv-reader.test-helper.ts';
import { startJiraStub, type JiraStub } from '../../src/server/feedback/jira-stub.test-helper.ts';
import {
  e2eSpec,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  expectNoAxeViolations,
  registerOverHttp,
  signInOverHttp,
  startExtraPortal,
  verifyFromOutbox,
  waitForHydration,
  type ExtraPortal,
  type View,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PASSWORD = 'a long e2e password';
const JIRA = { email: 'portal-bot@example.com', token: `token-${randomBytes(6).toString('hex')}` };
const CONFLUENCE_PAGE = '/cloud/confluence/pagination/';
const JIRA_PAGE = '/cloud/jira/platform/webhooks/';
const FORMULA = '=HYPERLINK("http://evil.example","click") says "hi", twice';
const tag = randomBytes(3).toString('hex');
const accounts = {
  // site.yaml's employeeEmailDomain is example.com; a subdomain counts too (once verified).
  employee: { email: `emp-${tag}@mail.example.com`, screenName: 'Emma Employee' },
  customer: { email: `cus-${tag}@customer.example.org`, screenName: 'Carl Customer' },
};

let stub: JiraStub;
let portal: ExtraPortal;
const sessions: Record<keyof typeof accounts, string> = { employee: '', customer: '' };

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1])
    .find((value) => value !== undefined && value !== '');

/**
 * Registers over HTTP, verifies the address with the link from the portal's outbox (employee
 * access needs a verified address), signs in and returns the session cookie's value.
 */
async function register(who: keyof typeof accounts): Promise<string> {
  const account = { ...accounts[who], password: PASSWORD };
  await registerOverHttp(portal.baseUrl, account);
  await verifyFromOutbox(portal.dataDir, account.email);
  return signInOverHttp(portal.baseUrl, account.email, PASSWORD);
}

/**
 * Posts feedback as a public page's script does: the token from /api/csrf, with the cookie it sets.
 */
async function submit(from: string, body: object): Promise<string> {
  const page = await fetch(portal.url(from));
  assert.equal(page.status, 200);
  const answer = await fetch(portal.url('/api/csrf'));
  const csrf = cookieOf(answer, 'portico_csrf') ?? '';
  const { token } = (await answer.json()) as { token: string };
  assert.equal(token, csrf, 'the token is the cookie’s');
  const response = await fetch(portal.url('/api/feedback-provider/issue'), {
    method: 'POST',
    headers: { cookie: `portico_csrf=${csrf}`, 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { id: string }).id;
}

const pageFeedback = (path: string, ratingScore: number, textFeedback: string) => ({
  pageTitle: 'Sent title',
  pageUrl: portal.url(path),
  pathName: path,
  ratingScore,
  textFeedback,
});

async function until(what: string, check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

async function signInAs(context: BrowserContext, who: keyof typeof accounts): Promise<void> {
  await context.addCookies([
    { name: 'portico_session', value: sessions[who], url: portal.baseUrl },
    // A cookie decision already made: no consent banner over the report.
    { name: 'portico_consent_test', value: 'v1:1', url: portal.baseUrl },
  ]);
}

const rowTexts = (view: View, testId: string) =>
  view.page.getByTestId(testId).evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim()));

describe('feedback report and tracker', () => {
  const ids: string[] = [];

  before(
    async () => {
      stub = await startJiraStub(JIRA.email, JIRA.token, 'DOCS');
      // The first issue the tracker is asked for fails; with one attempt allowed it stays failed.
      stub.queue.push({ kind: 'status', status: 500, body: { errorMessages: ['Tracker down for e2e'] } });
      portal = await startExtraPortal('feedback-report', {
        FEEDBACK_TRACKER: 'jira',
        JIRA_BASE_URL: stub.baseUrl,
        JIRA_EMAIL: JIRA.email,
        JIRA_API_TOKEN: JIRA.token,
        JIRA_PROJECT_KEY: 'DOCS',
        JIRA_ISSUE_TYPE: 'Bug',
        FEEDBACK_FORWARD_MAX_ATTEMPTS: '1',
        FEEDBACK_FORWARD_INTERVAL_SECONDS: '1',
      });
      sessions.employee = await register('employee');
      sessions.customer = await register('customer');
      ids.push(await submit(CONFLUENCE_PAGE, pageFeedback(CONFLUENCE_PAGE, 2, FORMULA)));
      await until('the first forwarding attempt', () => stub.calls.length === 1);
      ids.push(await submit(JIRA_PAGE, pageFeedback(JIRA_PAGE, 5, 'Clear and complete.')));
      ids.push(
        await submit(CONFLUENCE_PAGE, {
          textFeedback: 'It cited the wrong product.',
          pageUrl: portal.url(CONFLUENCE_PAGE),
          [AI_FEEDBACK_FIELD_ID]: {
            question: 'How do I page through results?',
            answer: 'Use the cursor parameter.',
            contentId: CONFLUENCE_PAGE,
            feedbackType: 'inaccurate',
          },
        }),
      );
      await until('every issue to be offered to the tracker', () => stub.calls.length === 3);
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );
  after(async () => {
    await portal?.stop();
    await stub?.close();
  });

  it('forwards stored feedback to the tracker with basic auth, once each', () => {
    assert.deepEqual(
      stub.calls.map((call) => call.status),
      [500, 201, 201],
    );
    for (const call of stub.calls) {
      assert.equal(
        call.authorization,
        `Basic ${Buffer.from(`${JIRA.email}:${JIRA.token}`).toString('base64')}`,
      );
      const { fields } = call.body as {
        fields: { project: { key: string }; issuetype: { name: string }; labels: string[] };
      };
      assert.equal(fields.project.key, 'DOCS');
      assert.equal(fields.issuetype.name, 'Bug');
    }
    const labels = stub.calls.map((call) => (call.body as { fields: { labels: string[] } }).fields.labels[2]);
    assert.deepEqual(
      labels,
      ids.map((id) => `portico-feedback-${id}`),
    );
  });

  it('shows an employee ratings per page and every entry with its tracker outcome, filtered by product', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await signInAs(page.context(), 'employee');
        const response = await view.goto(portal.url('/feedback/'));
        assert.equal(response.status(), 200);
        assert.match(response.headers()['cache-control'] ?? '', /no-store/);
        await waitForHydration(page);
        assert.equal(await page.getByTestId('feedback-summary-total').locator('dd').textContent(), '3');
        assert.equal(
          await page.getByTestId('feedback-summary-average').locator('dd').textContent(),
          '3.5 out of 5',
        );
        const pages = await rowTexts(view, 'feedback-page-row');
        assert.equal(pages.length, 2);
        assert.match(pages[0]!, new RegExp(`${CONFLUENCE_PAGE}Confluence Cloud2`));
        assert.match(pages[1]!, new RegExp(`${JIRA_PAGE}Jira Cloud platform1`));

        const entries = page.getByTestId('feedback-entry');
        assert.equal(await entries.count(), 3);
        const ai = page.locator(`[data-testid="feedback-entry"][data-id="${ids[2]}"]`);
        assert.equal(await ai.getAttribute('data-kind'), 'ai');
        assert.match(
          (await ai.textContent()) ?? '',
          /AI feedback.*It cited the wrong product\.Reason: inaccurate/,
        );
        const failed = page.locator(`[data-id="${ids[0]}"] [data-testid="feedback-entry-tracker"]`);
        assert.equal(await failed.getAttribute('data-state'), 'failed');
        assert.match((await failed.textContent()) ?? '', /After 1 attempt: HTTP 500: Tracker down for e2e/);
        assert.equal(
          await page.locator(`[data-id="${ids[0]}"] [data-testid="feedback-entry-comment"]`).textContent(),
          FORMULA,
        );
        const forwarded = page.locator(`[data-id="${ids[1]}"] [data-testid="feedback-entry-tracker"] a`);
        assert.equal(await forwarded.textContent(), 'DOCS-1');
        assert.equal(await forwarded.getAttribute('href'), `${stub.baseUrl}/browse/DOCS-1`);
        await view.screenshot('report');

        // The GET form (no script involved): product and type, then a shareable URL.
        await page.getByTestId('feedback-filter-product').selectOption('Confluence Cloud');
        await Promise.all([page.waitForURL(/product=/), page.getByTestId('feedback-filter-apply').click()]);
        const url = new URL(page.url());
        assert.equal(url.pathname, '/feedback/');
        assert.equal(url.searchParams.get('product'), 'Confluence Cloud');
        assert.equal(await page.getByTestId('feedback-summary-total').locator('dd').textContent(), '2');
        assert.deepEqual(
          await page
            .getByTestId('feedback-entry')
            .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id'))),
          [ids[2], ids[0]],
        );
        assert.equal(
          await page.getByTestId('feedback-export').getAttribute('href'),
          '/api/feedback/export.csv?product=Confluence+Cloud',
        );
        await view.goto(portal.url('/feedback/?type=ai'));
        assert.equal(await entries.count(), 1);
        assert.equal(await page.getByTestId('feedback-entry-type').textContent(), 'AI feedback');
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [375, 1280] },
    );
  });

  it('downloads the filtered feedback as CSV, formulas defused', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await signInAs(page.context(), 'employee');
        await view.goto(portal.url('/feedback/?product=Confluence+Cloud'));
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('feedback-export').click(),
        ]);
        assert.match(download.suggestedFilename(), /^feedback-\d{4}-\d{2}-\d{2}\.csv$/);
        const text = await readFile((await download.path())!, 'utf8');
        const records = parseCsv(text);
        const header = records[0]!;
        const col = (name: string) => header.indexOf(name);
        assert.deepEqual(
          records.slice(1).map((record) => record[col('id')]),
          [ids[2], ids[0]],
        );
        const first = records.find((record) => record[col('id')] === ids[0])!;
        assert.equal(first[col('comment')], `'${FORMULA}`);
        assert.equal(first[col('product')], 'Confluence Cloud');
        assert.equal(first[col('rating')], '2');
        assert.equal(first[col('tracker_status')], 'failed');
        const ai = records.find((record) => record[col('id')] === ids[2])!;
        assert.equal(ai[col('type')], 'ai');
        assert.equal(ai[col('ai_feedback_type')], 'inaccurate');
        assert.equal(ai[col('tracker_key')], 'DOCS-2');
      },
      { widths: [1280] },
    );
  });

  it('answers 400 with every refused filter', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await signInAs(view.page.context(), 'employee');
        const response = await view.goto(portal.url('/feedback/?from=2026-13-01&product=Nope'));
        assert.equal(response.status(), 400);
        const alert = view.page.getByTestId('feedback-report-invalid');
        assert.match(
          (await alert.textContent()) ?? '',
          /from: “2026-13-01” is not a date written YYYY-MM-DD\./,
        );
        assert.match((await alert.textContent()) ?? '', /product: “Nope” is not a product of this site\./);
        assert.equal(await view.page.getByTestId('feedback-export').count(), 0);
      },
      { widths: [1280] },
    );
  });

  it('refuses a signed-in customer with 403, page and export alike', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await signInAs(view.page.context(), 'customer');
        const response = await view.goto(portal.url('/feedback/'));
        assert.equal(response.status(), 403);
        assert.match(
          (await view.page.getByTestId('feedback-report-forbidden').textContent()) ?? '',
          /You are signed in as Carl Customer\. Only Example Co employees/,
        );
        assert.equal(await view.page.getByTestId('feedback-entry').count(), 0);
        await expectNoAxeViolations(view.page);
        const csv = await view.page.request.get(portal.url('/api/feedback/export.csv'));
        assert.equal(csv.status(), 403);
      },
      { widths: [1280] },
    );
  });

  it('sends an anonymous reader to sign in, and back to the same filters after', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const csv = await page.request.get(portal.url('/api/feedback/export.csv'));
        assert.equal(csv.status(), 401);
        await view.goto(portal.url('/feedback/?type=page'));
        const login = new URL(page.url());
        assert.equal(login.pathname, '/account/login');
        assert.equal(login.searchParams.get('returnTo'), '/feedback/?type=page');
        await page.getByLabel('Email').fill(accounts.employee.email);
        await page.getByLabel('Password').fill(PASSWORD);
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/feedback/'),
          page.getByTestId('login-submit').click(),
        ]);
        assert.equal(new URL(page.url()).search, '?type=page');
        assert.equal(await page.getByTestId('feedback-entry').count(), 2);
      },
      { widths: [1280] },
    );
  });

  it('is accessible (axe) in light and dark, wide and narrow', async (t) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await spec.atWidths(
        t,
        async (view) => {
          await signInAs(view.page.context(), 'employee');
          await view.goto(portal.url('/feedback/'));
          await waitForHydration(view.page);
          await expectNoAxeViolations(view.page);
          await view.goto(portal.url('/feedback/?from=bad'));
          await expectNoAxeViolations(view.page);
        },
        { widths: colorScheme === 'light' ? [375, 1280] : [1280], colorScheme },
      );
    }
  });
});
