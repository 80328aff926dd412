/**
 * The page feedback collector at the end of every documentation page (spec §2.10, §3 "Feedback",
 * §4 feedback states, §5, §7): the server-rendered rating group, choosing a step
 * opens the modal, the rating changes there, sending stores the issue (payload, CSRF header, 200
 * with the stored id), the success toast and the thank-you flag, failure and retry, the silent
 * retry on closing after a failure, a choice made before hydration, keyboard use and axe.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { Page, Request, Route } from 'playwright-core';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  waitForHydration,
} from '../harness/index.ts';
import {
  activeTestId,
  collector,
  comment,
  decided,
  isFeedbackPost,
  MODAL,
  modal,
  modalStep,
  openPage,
  PAGE,
  pageStep,
  submit,
  submitText,
  toast,
  WIDE,
  WIDTHS,
  type SentFeedback,
} from './page-feedback-helpers.ts';

const spec = e2eSpec(import.meta.url);
const FEEDBACK = '**/api/feedback-provider/issue';

/** A route handler that holds each request until the test answers it. */
function holdRequests() {
  const held: Route[] = [];
  return {
    handler: (route: Route) => {
      held.push(route);
    },
    next: async (page: Page) => {
      const deadline = Date.now() + 30_000;
      while (held.length === 0) {
        if (Date.now() > deadline) throw new Error('no feedback request was held within 30 s');
        await page.waitForTimeout(50);
      }
      return held.shift()!;
    },
  };
}

/**
 * Passes every feedback POST through to the real server and records what it answered: the
 * request's JSON, its CSRF header, the status and the body (the stored issue's id).
 */
async function recordStored(page: Page) {
  const stored: { sent: SentFeedback; csrf: string | null; status: number; body: { id?: unknown } }[] = [];
  await page.route(FEEDBACK, async (route) => {
    const served = await route.fetch();
    const body = (await served.json().catch(() => ({}))) as { id?: unknown };
    stored.push({
      sent: route.request().postDataJSON() as SentFeedback,
      csrf: await route.request().headerValue('x-csrf-token'),
      status: served.status(),
      body,
    });
    await route.fulfill({ response: served });
  });
  return stored;
}

/** The page title the shell serves: the document title is '<page title> - <product>'. */
async function servedTitle(page: Page): Promise<string> {
  const title = await page.title();
  return title.slice(0, title.lastIndexOf(' - '));
}

describe('page feedback collector', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('is a server-rendered radio group of the 5 steps at the end of the article', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await decided(view);
        await view.goto(PAGE);
        await waitForHydration(page, { interaction: false });
        await page.waitForLoadState('networkidle');
        const loaded = (part: string) => scripts.some((url) => url.includes(part));
        assert.equal(loaded('page-feedback'), false, 'no collector code before interaction');
        assert.equal(loaded('feedback-submission'), false);
        // Before any interaction: the island has not hydrated, yet the whole group is there.
        assert.equal(
          await page.evaluate(
            () =>
              document.querySelector('[data-testid="page-feedback"]')?.closest('astro-island[ssr]') !== null,
          ),
          true,
          'the collector waits for interaction to hydrate',
        );
        const group = page.getByRole('radiogroup', { name: 'Rate this page' });
        assert.equal(await group.count(), 1);
        const names = await group
          .getByRole('radio')
          .evaluateAll((radios) =>
            radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''),
          );
        assert.deepEqual(names, ['1Unusable', '2Poor', '3Okay', '4Good', '5Excellent']);
        for (const label of ['Unusable', 'Poor', 'Okay', 'Good', 'Excellent']) {
          assert.equal(await group.getByRole('radio', { name: label, exact: true }).count(), 1, label);
        }
        // After the article, inside the main landmark.
        assert.equal(
          await page.evaluate(() => {
            const article = document.querySelector('[data-testid="docs-article"]')!;
            const feedback = document.querySelector('[data-testid="page-feedback"]')!;
            return (
              (article.compareDocumentPosition(feedback) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
              feedback.closest('main') !== null
            );
          }),
          true,
        );
        await collector(page).scrollIntoViewIfNeeded();
        await view.screenshot('collector');
        // Reaching for it loads its code and hydrates it.
        await collector(page).hover();
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="page-feedback"]')?.closest('astro-island[ssr]') === null,
        );
        assert.equal(loaded('page-feedback'), true);
      },
      WIDTHS,
    );
  });

  it('(a) rating → modal → comment → Send feedback → stored, toast, closed, thank-you flag', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await page.clock.install();
        await openPage(view);
        const stored = await recordStored(page);
        const posts: Request[] = [];
        page.on('request', (request) => {
          if (isFeedbackPost(request)) posts.push(request);
        });

        await collector(page).getByRole('radio', { name: 'Good', exact: true }).click();
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await modalStep(page, 4).isChecked(), true, 'the modal shows the chosen rating');
        assert.equal(await activeTestId(page), 'page-feedback-modal-rating-4', 'focus moves into the modal');
        assert.equal(await submit(page).textContent(), 'Send feedback');
        assert.ok(Number(await comment(page).getAttribute('rows')) >= 7);
        await expectNoAxeViolations(page, { include: [MODAL] });
        await view.screenshot('modal');

        // The rating can still change in the modal; the page's group follows it.
        await modal(page).getByRole('radio', { name: 'Excellent', exact: true }).click();
        assert.equal(await modalStep(page, 5).isChecked(), true);
        assert.equal(await modal(page).isVisible(), true, 'changing the rating keeps the modal open');
        await comment(page).fill('The tunnel step needs a troubleshooting note.');
        await submit(page).click();

        await modal(page).waitFor({ state: 'detached' });
        await toast(page).waitFor();
        assert.equal(await toast(page).getByText('Thank you!', { exact: true }).count(), 1);
        assert.equal(
          await toast(page)
            .getByText("We'll use your feedback to improve this page.", { exact: true })
            .count(),
          1,
        );
        assert.equal(await page.getByTestId('page-feedback-sent').isVisible(), true, 'the thank-you flag');
        assert.equal(await pageStep(page, 5).isChecked(), true);
        assert.equal(await activeTestId(page), 'page-feedback-rating-5', 'focus returns to the rating');

        // Stored: one POST, the payload of spec §3, the CSRF header, 200 with the stored id.
        assert.equal(posts.length, 1);
        assert.equal(stored.length, 1);
        const [{ sent, csrf, status, body }] = stored as [(typeof stored)[number]];
        assert.equal(status, 200);
        assert.ok(typeof body.id === 'string' && body.id !== '', 'the server answers the stored id');
        // A public docs page carries no token: the island asked /api/csrf, which set the cookie.
        const cookie = (await page.context().cookies()).find((one) => one.name === 'portico_csrf');
        assert.equal(csrf, cookie?.value);
        assert.ok((csrf ?? '').length > 0);
        assert.deepEqual(sent, {
          pageTitle: await servedTitle(page),
          pageUrl: page.url(),
          pathName: PAGE,
          ratingScore: 5,
          textFeedback: 'The tunnel step needs a troubleshooting note.',
        });
        assert.equal(typeof sent.ratingScore, 'number');
        assert.equal(Object.hasOwn(sent, 'userAid'), false, 'no userAid for an anonymous reader');
        await view.screenshot('thanks');

        // The toast dismisses itself; the comment was cleared after the success.
        await page.clock.fastForward(11_000);
        await toast(page).waitFor({ state: 'detached' });
        await pageStep(page, 5).click();
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await comment(page).inputValue(), '');
        assert.equal(await page.getByTestId('page-feedback-sent').count(), 0);
      },
      WIDTHS,
    );
  });

  it("(b) 'Sending ...' while in flight, 'Failed, retry' on a 500, then a retry succeeds", async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await openPage(view);
        await collector(page).getByRole('radio', { name: 'Poor', exact: true }).click();
        await modal(page).waitFor({ state: 'visible' });
        await comment(page).fill('Step 3 fails on Windows.');

        const hold = holdRequests();
        await page.route(FEEDBACK, hold.handler);
        await submit(page).click();
        const first = await hold.next(page);
        assert.equal(await submit(page).textContent(), 'Sending ...');
        assert.equal(await submit(page).isDisabled(), true);
        await first.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
        await submitText(page, 'Failed, retry');
        assert.equal(await submit(page).isEnabled(), true);
        assert.equal(
          await page.getByTestId('page-feedback-error').textContent(),
          'Your feedback was not sent. Check your connection, then try again.',
        );
        assert.equal(await toast(page).count(), 0, 'no thanks after a failure');
        assert.equal(await comment(page).inputValue(), 'Step 3 fails on Windows.', 'the comment is kept');
        await expectNoAxeViolations(page, { include: [MODAL] });
        await view.screenshot('failed');

        // Retry against the real server.
        await page.unroute(FEEDBACK, hold.handler);
        const [response] = await Promise.all([
          page.waitForResponse((r) => isFeedbackPost(r.request())),
          submit(page).click(),
        ]);
        assert.equal(response.status(), 200);
        const sent = response.request().postDataJSON() as SentFeedback;
        assert.equal(sent.ratingScore, 2);
        assert.equal(sent.textFeedback, 'Step 3 fails on Windows.');
        await modal(page).waitFor({ state: 'detached' });
        await toast(page).waitFor();
        assert.equal(await toast(page).getByText('Thank you!', { exact: true }).count(), 1);
      },
      WIDTHS,
    );
  });

  it('closing on a failure retries silently: a second failure stays default, a success thanks', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await openPage(view);
        await collector(page).getByRole('radio', { name: 'Okay', exact: true }).click();
        await modal(page).waitFor({ state: 'visible' });
        await comment(page).fill('Silent retry check.');
        let failures = 0;
        const failAll = (route: Route) => {
          failures += 1;
          return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
        };
        await page.route(FEEDBACK, failAll);
        await submit(page).click();
        await submitText(page, 'Failed, retry');

        // Closing makes one more, silent, attempt; it fails too: nothing shows, the state is default.
        await page.getByTestId('page-feedback-close').click();
        await modal(page).waitFor({ state: 'detached' });
        const deadline = Date.now() + 10_000;
        while (failures < 2 && Date.now() < deadline) await page.waitForTimeout(50);
        assert.equal(failures, 2, 'one silent retry after closing');
        assert.equal(await toast(page).count(), 0);
        await pageStep(page, 3).click();
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(
          await submit(page).textContent(),
          'Send feedback',
          'a failed silent retry stays default',
        );
        assert.equal(await comment(page).inputValue(), 'Silent retry check.');

        // Fail once more, then let the silent retry reach the server: the thank-you flag shows.
        await submit(page).click();
        await submitText(page, 'Failed, retry');
        await page.unroute(FEEDBACK, failAll);
        const retried = page.waitForResponse((r) => isFeedbackPost(r.request()));
        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'detached' });
        assert.equal((await retried).status(), 200);
        await toast(page).waitFor();
        assert.equal(await page.getByTestId('page-feedback-sent').isVisible(), true);
      },
      WIDE,
    );
  });

  it('works by keyboard: Tab reaches the rating, arrows choose, focus is trapped, Escape returns it', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await openPage(view);
        // Tab from the article's last link reaches the group's single stop, the first step.
        await page.locator('[data-testid="docs-article"] a').last().focus();
        for (let i = 0; i < 10 && (await activeTestId(page)) !== 'page-feedback-rating-1'; i += 1) {
          await page.keyboard.press('Tab');
        }
        assert.equal(await activeTestId(page), 'page-feedback-rating-1');
        const outline = await page.evaluate(() => {
          const pill = document.activeElement?.nextElementSibling;
          return pill ? getComputedStyle(pill).outlineStyle : 'none';
        });
        assert.notEqual(outline, 'none', 'the focused step shows a focus ring');
        await expectNoAxeViolations(page, { include: ['[data-testid="page-feedback"]'] });

        // Arrows move between the steps without opening anything; Enter chooses the focused one.
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        assert.equal(await activeTestId(page), 'page-feedback-rating-2', 'arrows move between the steps');
        assert.equal(await modal(page).count(), 0, 'an arrow key does not open the dialog');
        await page.keyboard.press('Enter');
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await activeTestId(page), 'page-feedback-modal-rating-2');
        await page.keyboard.press('ArrowRight');
        assert.equal(await modalStep(page, 3).isChecked(), true, 'arrows change the rating in the modal');

        // Tab and Shift+Tab stay inside the dialog.
        const inside = () =>
          page.evaluate(
            (selector) => document.querySelector(selector)?.contains(document.activeElement),
            MODAL,
          );
        for (let i = 0; i < 8; i += 1) {
          await page.keyboard.press('Tab');
          assert.equal(await inside(), true, `Tab ${i + 1} stays in the modal`);
        }
        for (let i = 0; i < 8; i += 1) {
          await page.keyboard.press('Shift+Tab');
          assert.equal(await inside(), true, `Shift+Tab ${i + 1} stays in the modal`);
        }

        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'detached' });
        assert.equal(await activeTestId(page), 'page-feedback-rating-3', 'focus returns to the rating');
        assert.equal(await pageStep(page, 3).isChecked(), true);
        // Space, or Enter, on the checked step opens the modal again.
        await page.keyboard.press('Space');
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await modalStep(page, 3).isChecked(), true);
        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'detached' });
        await page.keyboard.press('Enter');
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await activeTestId(page), 'page-feedback-modal-rating-3');
        assert.equal(new URL(page.url()).search, '', 'Enter did not submit the page form');
      },
      WIDTHS,
    );
  });

  it('has no axe violations with the modal open in dark mode', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await openPage(view);
        await expectNoAxeViolations(page, { include: ['[data-testid="page-feedback"]'] });
        await collector(page).getByRole('radio', { name: 'Excellent', exact: true }).click();
        await modal(page).waitFor({ state: 'visible' });
        await expectNoAxeViolations(page, { include: [MODAL] });
        await view.screenshot('modal-dark');
      },
      { ...WIDTHS, colorScheme: 'dark' },
    );
  });

  it('keeps a choice made before the island hydrated', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await decided(view);
        await view.goto(PAGE);
        await waitForHydration(page, { interaction: false });
        await collector(page).scrollIntoViewIfNeeded();
        // The first pointer over the collector starts hydration; the click comes right after.
        await collector(page).getByRole('radio', { name: 'Okay', exact: true }).click();
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await modalStep(page, 3).isChecked(), true);
        assert.equal(await pageStep(page, 3).isChecked(), true);
      },
      WIDE,
    );
  });

  it('sends the signed-in account id as userAid', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await decided(view);
        const email = `feedback-${randomBytes(4).toString('hex')}@customer.example.org`;
        await view.goto(`/account/register?returnTo=${encodeURIComponent(PAGE)}`);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Screen name').fill('Feedback E2E');
        await page.getByLabel('Password').fill('a long e2e password');
        // Registering signs nobody in: "check your email", whose sign-in link keeps returnTo.
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/account/check-email'),
          page.getByTestId('register-submit').click(),
        ]);
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/account/login'),
          page.getByTestId('check-email-sign-in').click(),
        ]);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill('a long e2e password');
        await Promise.all([
          page.waitForURL((url) => url.pathname === PAGE),
          page.getByTestId('login-submit').click(),
        ]);
        const account = await page.evaluate(async () => {
          const response = await fetch('/api/account', { credentials: 'include' });
          return (await response.json()) as { id?: string };
        });
        assert.ok(typeof account.id === 'string' && account.id !== '');
        await waitForHydration(page);
        await collector(page).scrollIntoViewIfNeeded();
        const stored = await recordStored(page);
        await collector(page).getByRole('radio', { name: 'Unusable', exact: true }).click();
        await modal(page).waitFor({ state: 'visible' });
        await submit(page).click();
        await toast(page).waitFor();
        assert.equal(stored.length, 1);
        assert.equal(stored[0]!.status, 200);
        assert.equal(stored[0]!.sent.userAid, account.id);
        assert.equal(stored[0]!.sent.ratingScore, 1);
        assert.equal(stored[0]!.sent.textFeedback, '');
      },
      WIDE,
    );
  });
});
