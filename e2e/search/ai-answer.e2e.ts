/**
 * The AI answer in the search modal (spec §2.9, §2.10, §4 feedback states): the AI
 * placeholder, an ask answered from the bundled content with citations to sections, abort, the
 * thumbs-up toast, and the thumbs-down feedback modal through sending, failing, retrying and
 * Escape; axe on the panel and the modal. The portal under test runs with ENABLE_AI on (default).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Page, Request, Route } from 'playwright-core';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  waitForHydration,
  type View,
} from '../harness/index.ts';
import { REPO_ROOT } from '../harness/paths.ts';

const spec = e2eSpec(import.meta.url);
const WIDE = { widths: [1280] };
/** Answered by the bundled content: the Jira webhooks guide's sections (each cited as url#heading). */
const QUESTION = 'How do I register a webhook?';
const ASK = '**/api/search/ai/ask?*';
const FEEDBACK = '**/api/feedback-provider/issue';

/** The AI brand as the site configures it (content/site.yaml `aiBrandName`). */
function aiBrandName(): string {
  const yaml = readFileSync(join(REPO_ROOT, 'content', 'site.yaml'), 'utf8');
  const match = /^aiBrandName:\s*(.+?)\s*$/m.exec(yaml);
  assert.ok(match, 'content/site.yaml names the AI brand');
  return match[1]!.replace(/^['"]|['"]$/g, '');
}

const panel = (page: Page) => page.getByTestId('ai-answer');
const input = (page: Page) => page.getByTestId('search-input');
const feedbackModal = (page: Page) => page.getByTestId('ai-feedback-modal');
const submit = (page: Page) => page.getByTestId('ai-feedback-submit');
const toast = (page: Page) => page.getByTestId('feedback-thanks-toast');
const activeTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** Waits until the panel is in `status` (idle, loading, answered, error or stopped). */
const panelStatus = (page: Page, status: string) =>
  page.waitForFunction(
    (wanted) => document.querySelector('[data-testid="ai-answer"]')?.getAttribute('data-status') === wanted,
    status,
  );

async function openModal(view: View) {
  const { page } = view;
  await view.goto('/cloud/');
  await waitForHydration(page);
  await page.getByTestId('search-link').click();
  await page.getByTestId('search-modal').waitFor({ state: 'visible' });
}

/** Opens the modal, types the question and asks it with Enter (no option active: AI mode). */
async function askQuestion(view: View) {
  const { page } = view;
  await openModal(view);
  await input(page).fill(QUESTION);
  await panel(page).waitFor();
  await input(page).press('Enter');
}

/** Asks the question and waits for an answer with citations. */
async function answered(view: View) {
  await askQuestion(view);
  await panelStatus(view.page, 'answered');
  await view.page.getByTestId('ai-citation').first().waitFor();
}

/** A route handler that holds each request until `release` is called with how to answer it. */
function holdRequests() {
  const held: { route: Route; request: Request }[] = [];
  const waiters: (() => void)[] = [];
  return {
    handler: (route: Route, request: Request) => {
      held.push({ route, request });
      waiters.splice(0).forEach((wake) => wake());
    },
    /** The next held request; fails after 30 s rather than hanging the run. */
    next: async () => {
      const deadline = Date.now() + 30_000;
      while (held.length === 0) {
        if (Date.now() > deadline) throw new Error('no request was held within 30 s');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
      return held.shift()!;
    },
  };
}

describe('AI answer in the search modal', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it("shows the AI placeholder 'Search docs or ask a question'", async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await openModal(view);
        assert.equal(await input(view.page).getAttribute('placeholder'), 'Search docs or ask a question');
      },
      WIDE,
    );
  });

  it('answers from the content with citations that link to sections', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const asks: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/search/ai/ask?')) asks.push(request.url());
        });
        await answered(view);
        const asked = new URL(asks[0]!);
        assert.equal(asked.searchParams.get('q'), QUESTION);
        assert.equal(asked.searchParams.get('contentId'), '/cloud/');
        assert.ok(((await page.getByTestId('ai-answer-message').textContent()) ?? '').length > 20);
        const hrefs = await page
          .getByTestId('ai-citation')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of hrefs) assert.match(href, /^\/[^#\s]*#[^#\s]+$/, `${href} is url#heading`);
        assert.ok((await page.getByTestId('ai-sources').locator('li').count()) >= 1);
        await expectNoAxeViolations(page, { include: ['[data-testid="ai-answer"]'] });
        await view.screenshot('answered');

        // The citation leads to the very section: the target page has an element with that id.
        const [path, hash] = hrefs[0]!.split('#') as [string, string];
        await Promise.all([
          page.waitForURL((url) => url.pathname === path && url.hash === `#${hash}`),
          page.getByTestId('ai-citation').first().click(),
        ]);
        assert.equal(
          await page.evaluate((id) => document.getElementById(decodeURIComponent(id)) !== null, hash),
          true,
          `the page ${path} has the heading #${hash}`,
        );
      },
      WIDE,
    );
  });

  it('aborts the ask in flight with Stop, without an error', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const hold = holdRequests();
        await page.route(ASK, hold.handler);
        const failed = page
          .waitForEvent('requestfailed', (request) => request.url().includes('/api/search/ai/ask?'))
          .then((request) => request.failure()?.errorText ?? '');
        await askQuestion(view);
        const { route } = await hold.next();
        await panelStatus(page, 'loading');
        assert.equal(await panel(page).getAttribute('aria-busy'), 'true');
        await page.getByTestId('ai-stop').click();
        await panelStatus(page, 'stopped');
        assert.match(await failed, /ABORT/i, 'the browser aborted the request');
        assert.equal(await panel(page).getAttribute('aria-busy'), 'false');
        assert.equal(await page.getByTestId('ai-error').count(), 0, 'no error state');
        // An answer arriving late changes nothing.
        await route.continue().catch(() => undefined);
        await page.waitForTimeout(300);
        assert.equal(await panel(page).getAttribute('data-status'), 'stopped');
        assert.equal(await page.getByTestId('ai-error').count(), 0);
        assert.equal(await page.getByTestId('ai-ask').isEnabled(), true, 'the reader can ask again');
      },
      WIDE,
    );
  });

  it('thumbs up shows the success toast, which goes away by itself', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await page.clock.install();
        await answered(view);
        const sent = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/feedback-provider/issue') && response.request().method() === 'POST',
        );
        await page.getByTestId('ai-vote-up').click();
        await toast(page).waitFor();
        assert.equal(await toast(page).getByText('Thank you!', { exact: true }).count(), 1);
        assert.equal(
          await toast(page)
            .getByText("We'll use your feedback to improve this page.", { exact: true })
            .count(),
          1,
        );
        assert.equal(await page.getByTestId('ai-vote-up').getAttribute('aria-pressed'), 'true');
        assert.equal(await feedbackModal(page).count(), 0, 'no feedback modal for a thumbs up');
        const response = await sent;
        assert.equal(response.status(), 200, 'the helpful vote is stored');
        const body = response.request().postDataJSON() as Record<string, { feedbackType?: string }>;
        assert.equal(body['customfield_10990']?.feedbackType, 'helpful');
        await view.screenshot('thanks-toast');
        await page.clock.fastForward(11_000);
        await toast(page).waitFor({ state: 'detached' });
      },
      WIDE,
    );
  });

  it('a thumbs-down vote shows a feedback button first, which opens the feedback modal', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await answered(view);
        await page.getByTestId('ai-vote-down').focus();
        await page.keyboard.press('Enter');
        const give = page.getByRole('button', { name: 'Give feedback' });
        await give.waitFor({ state: 'visible' });
        assert.equal(await feedbackModal(page).count(), 0, 'the vote alone opens no modal');
        assert.equal(await activeTestId(page), 'ai-give-feedback', 'focus moves to the feedback button');
        await page.keyboard.press('Enter');
        await feedbackModal(page).waitFor({ state: 'visible' });
      },
      WIDE,
    );
  });

  it('announces the loading message and then the answer through a live region there before the ask', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await openModal(view);
        await input(page).fill(QUESTION);
        await panel(page).waitFor();
        // Watch the modal's live regions as they are before the question leaves.
        const regions = await page.getByTestId('search-modal').evaluate((dialog) => {
          const live = [...dialog.querySelectorAll('[role="status"], [role="alert"], [aria-live]')];
          const texts: string[] = [];
          (window as unknown as { __announced: string[] }).__announced = texts;
          // What each region says after each change to it.
          const observer = new MutationObserver((records) => {
            for (const region of new Set(
              records.map((record) => live.find((r) => r.contains(record.target))),
            )) {
              const text = region?.isConnected === true ? (region.textContent ?? '').trim() : '';
              if (text !== '') texts.push(text);
            }
          });
          for (const region of live)
            observer.observe(region, { childList: true, subtree: true, characterData: true });
          return live.length;
        });
        assert.ok(regions > 0, 'the modal has live regions before anything is asked');
        await input(page).press('Enter');
        await panelStatus(page, 'answered');
        const answer = ((await page.getByTestId('ai-answer-message').textContent()) ?? '').trim();
        const words = answer.split(/\s+/).slice(0, 6).join(' ');
        await page.waitForFunction(
          (wanted) =>
            (window as unknown as { __announced: string[] }).__announced.some((text) =>
              text.includes(wanted),
            ),
          words,
        );
        const announced = await page.evaluate(
          () => (window as unknown as { __announced: string[] }).__announced,
        );
        const loading = announced.indexOf('Finding an answer in the documentation…');
        assert.ok(loading >= 0, `the loading message is announced: ${announced.join(' | ')}`);
        assert.ok(
          announced.slice(loading + 1).some((text) => text.includes(words)),
          `then the answer: ${announced.join(' | ')}`,
        );
      },
      WIDE,
    );
  });

  it('Give feedback opens the feedback modal: required type, sending, failed, retry, stored', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await answered(view);
        await page.getByTestId('ai-vote-down').click();
        await page.getByTestId('ai-give-feedback').click();
        const modal = feedbackModal(page);
        await modal.waitFor({ state: 'visible' });
        assert.equal(await modal.getByRole('heading', { level: 2 }).textContent(), 'Share your thoughts');
        assert.equal(await modal.getByText(`Help us improve ${aiBrandName()}`, { exact: true }).count(), 1);
        assert.ok(Number(await page.getByTestId('ai-feedback-comment').getAttribute('rows')) >= 7);
        assert.equal(await submit(page).textContent(), 'Send feedback');
        await expectNoAxeViolations(page, { include: ['[data-testid="ai-feedback-modal"]'] });
        await view.screenshot('feedback-modal');

        // The feedback type is required: submitting without it says so and focuses the field.
        let posts = 0;
        page.on('request', (request) => {
          if (request.url().endsWith('/api/feedback-provider/issue')) posts += 1;
        });
        await submit(page).click();
        const error = modal.getByRole('alert');
        await error.waitFor();
        assert.equal(await error.textContent(), 'Choose a feedback type.');
        assert.equal(await activeTestId(page), 'ai-feedback-type');
        assert.equal(await page.getByTestId('ai-feedback-type').getAttribute('aria-invalid'), 'true');
        assert.equal(posts, 0, 'nothing is sent without a type');
        await expectNoAxeViolations(page, { include: ['[data-testid="ai-feedback-modal"]'] });

        await page.getByTestId('ai-feedback-type').selectOption('inaccurate');
        await page.getByTestId('ai-feedback-comment').fill('The answer cites the wrong section.');

        // First send: held in flight ('Sending ...', disabled), then the server fails once.
        const hold = holdRequests();
        let stored: { id?: unknown } = {};
        await page.route(FEEDBACK, hold.handler);
        await submit(page).click();
        const first = await hold.next();
        assert.equal(await submit(page).textContent(), 'Sending ...');
        assert.equal(await submit(page).isDisabled(), true);
        await first.route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
        await page.waitForFunction(
          () => document.querySelector('[data-testid="ai-feedback-submit"]')?.textContent === 'Failed, retry',
        );
        assert.equal(await submit(page).isEnabled(), true);
        assert.equal(await toast(page).count(), 0, 'no thanks after a failure');

        // Retry: passed through to the real server, which keeps it. (The body is read from the
        // server's answer here: reading it from the page's response hangs in playwright-core.)
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/feedback-provider/issue')),
          submit(page).click(),
          (async () => {
            const retry = await hold.next();
            const served = await retry.route.fetch();
            stored = (await served.json()) as { id?: unknown };
            await retry.route.fulfill({ response: served });
          })(),
        ]);
        assert.equal(response.status(), 200);
        assert.ok(((await response.request().headerValue('x-csrf-token')) ?? '').length > 0, 'CSRF header');
        assert.ok(stored.id !== undefined && stored.id !== '', 'the server answers the stored issue id');
        const sent = response.request().postDataJSON() as {
          textFeedback: string;
          customfield_10990: { question: string; answer: string; contentId: string; feedbackType: string };
        };
        assert.equal(sent.textFeedback, 'The answer cites the wrong section.');
        assert.equal(sent.customfield_10990.question, QUESTION);
        assert.equal(sent.customfield_10990.feedbackType, 'inaccurate');
        assert.equal(sent.customfield_10990.contentId, '/cloud/');
        assert.ok(sent.customfield_10990.answer.length > 0);
        await modal.waitFor({ state: 'detached' });
        await toast(page).waitFor();
        assert.equal(await toast(page).getByText('Thank you!', { exact: true }).count(), 1);
        assert.equal(await page.getByTestId('search-modal').isVisible(), true, 'the search modal stays open');
        assert.equal(await page.getByTestId('ai-give-feedback').count(), 0, 'feedback is not offered twice');
      },
      WIDE,
    );
  });

  it('Escape closes the feedback modal and returns focus to the Give feedback button', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await answered(view);
        await page.getByTestId('ai-vote-down').click();
        await page.getByTestId('ai-give-feedback').focus();
        await page.keyboard.press('Enter');
        await feedbackModal(page).waitFor({ state: 'visible' });
        assert.equal(await activeTestId(page), 'ai-feedback-type', 'focus moves into the modal');
        await page.keyboard.press('Escape');
        await feedbackModal(page).waitFor({ state: 'detached' });
        assert.equal(await activeTestId(page), 'ai-give-feedback');
        assert.equal(
          await page.getByTestId('search-modal').isVisible(),
          true,
          'only the feedback modal closed',
        );
        // 'Give feedback' reopens it.
        await page.getByTestId('ai-give-feedback').click();
        await feedbackModal(page).waitFor({ state: 'visible' });
      },
      WIDE,
    );
  });
});
