/**
 * The search modal (spec §2.9, §4, §7, §8, §9) and the /search/ page (spec §2.1): every
 * screen, keyboard paths, focus return, Ctrl+K and '/', events, errors and axe.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  waitForHydration,
  type View,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const WIDE = { widths: [1280] };
const QUERY = 'pagination';

const modal = (page: Page) => page.getByTestId('search-modal');
const input = (page: Page) => page.getByTestId('search-input');
const screen = (page: Page) => page.getByTestId('search-body').getAttribute('data-screen');

async function openFromHeader(view: View) {
  const { page } = view;
  await view.goto('/cloud/');
  await waitForHydration(page);
  await page.getByTestId('search-link').click();
  await modal(page).waitFor({ state: 'visible' });
}

/** One analytics event the page dispatched. */
type Sent = { action: string; attributes: Record<string, unknown> };

/** Records the analytics events the page dispatches, across navigations. */
async function recordEvents(page: Page) {
  const sent: Sent[] = [];
  await page.exposeFunction('__recordSearchEvent', (event: (typeof sent)[number]) => void sent.push(event));
  await page.addInitScript(() =>
    window.addEventListener('portico:analytics', (event) =>
      (window as unknown as { __recordSearchEvent: (detail: unknown) => void }).__recordSearchEvent(
        (event as CustomEvent).detail,
      ),
    ),
  );
  /** The events sent so far, once `ready` holds of them (or after 10 s, for the asserts to say). */
  return async (ready: (events: Sent[]) => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!ready(sent) && Date.now() < deadline) await page.waitForTimeout(25);
    return sent;
  };
}

describe('search modal', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('is a link to /search/ before JavaScript', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await view.goto('/cloud/');
        assert.equal(await view.page.getByTestId('search-link').getAttribute('href'), '/search/');
      },
      WIDE,
    );
  });

  it('opens from the header, searches, groups results and moves with the arrow keys', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const events = await recordEvents(page);
        await openFromHeader(view);
        assert.equal(await modal(page).getAttribute('aria-label'), 'Search documentation');
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
          'search-input',
        );
        await input(page).fill(QUERY);
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="search-body"]')?.getAttribute('data-screen') === 'preview',
        );
        assert.ok((await page.getByTestId('search-group-product').count()) > 0, 'groups show their product');
        assert.ok(
          (await page.locator('[data-testid="search-snippet"] mark').count()) > 0,
          'highlighted snippets',
        );
        assert.match((await page.getByTestId('search-live').textContent()) ?? '', /\d+ results?/);
        await expectNoAxeViolations(page, { include: ['[data-testid="search-modal"]'] });
        await view.screenshot('preview');

        await input(page).press('ArrowDown');
        const first = page.getByTestId('search-option').first();
        assert.equal(await input(page).getAttribute('aria-activedescendant'), await first.getAttribute('id'));
        assert.equal(await first.getAttribute('aria-selected'), 'true');
        await input(page).press('ArrowUp');
        const last = page.getByTestId('search-option').last();
        assert.equal(await input(page).getAttribute('aria-activedescendant'), await last.getAttribute('id'));
        await input(page).press('ArrowDown');
        const href = (await first.getAttribute('data-href'))!;
        await Promise.all([
          page.waitForURL((url) => url.pathname + url.hash === href),
          input(page).press('Enter'),
        ]);
        const searched = (e: Sent) => e.action === 'searched' && e.attributes['query'] === QUERY;
        const clicked = (e: Sent) =>
          e.action === 'result_clicked' && typeof e.attributes['position'] === 'number';
        const sent = await events((all) => all.some(searched) && all.some(clicked));
        assert.ok(sent.some(searched));
        assert.ok(sent.some(clicked));
      },
      WIDE,
    );
  });

  it('sends click analytics through search-insights with positions', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const clicks: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().includes('/1/events'))
            clicks.push(request.postData() ?? '');
        });
        await openFromHeader(view);
        await input(page).fill(QUERY);
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="search-body"]')?.getAttribute('data-screen') === 'preview',
        );
        // The beacon may be reported after the next page has loaded, on a busy machine.
        const sentClick = page.waitForRequest(
          (request) => request.method() === 'POST' && request.url().includes('/1/events'),
        );
        await Promise.all([
          page.waitForURL((url) => url.pathname !== '/cloud/'),
          page.getByTestId('search-option').first().click(),
        ]);
        await sentClick;
        await page.waitForLoadState('load');
        assert.equal(clicks.length, 1, 'one insights click');
        const body = JSON.parse(clicks[0]!) as { events: Record<string, unknown>[] };
        assert.equal(body.events[0]!['eventType'], 'click');
        assert.deepEqual(body.events[0]!['positions'], [1]);
        assert.ok(typeof body.events[0]!['queryID'] === 'string');
        assert.equal(body.events[0]!['userToken'], 'nonLoggedInUser');
      },
      WIDE,
    );
  });

  it('Escape closes and returns focus to the trigger; Ctrl+K and / open it, not while typing', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await openFromHeader(view);
        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'hidden' });
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
          'search-link',
        );
        await page.keyboard.press('Control+k');
        await modal(page).waitFor({ state: 'visible' });
        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'hidden' });
        await page.locator('body').click({ position: { x: 5, y: 400 } });
        await page.keyboard.press('/');
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await input(page).inputValue(), '', "the '/' is not typed into the input");
        await page.keyboard.press('Escape');
        // Focus is trapped: Tab cycles inside the dialog.
        await page.keyboard.press('Control+k');
        await modal(page).waitFor({ state: 'visible' });
        for (let n = 0; n < 6; n += 1) await page.keyboard.press('Tab');
        // The search dialog itself: the page may hold other dialogs (the AI feedback modal).
        assert.ok(await modal(page).evaluate((dialog) => dialog.contains(document.activeElement)));
      },
      { widths: [1280, 375] },
    );
  });

  it('Ctrl+K then Escape returns focus to where it was, or to the search entry when nothing was', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/cloud/');
        await waitForHydration(page);
        const link = page.locator('main a[href]').first();
        await link.focus();
        const before = await link.evaluate((element) => element.outerHTML);
        await page.keyboard.press('Control+k');
        await modal(page).waitFor({ state: 'visible' });
        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'hidden' });
        // The dialog's close event, which returns focus, is a task after the dialog hides.
        await page
          .waitForFunction((html) => document.activeElement?.outerHTML === html, before, { timeout: 2000 })
          .catch(() => undefined);
        assert.equal(await page.evaluate(() => document.activeElement?.outerHTML), before);

        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('Control+k');
        await modal(page).waitFor({ state: 'visible' });
        await page.keyboard.press('Escape');
        await modal(page).waitFor({ state: 'hidden' });
        await page
          .waitForFunction(
            () => document.activeElement?.getAttribute('data-testid') === 'search-link',
            undefined,
            {
              timeout: 2000,
            },
          )
          .catch(() => undefined);
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
          'search-link',
        );
      },
      WIDE,
    );
  });

  it('the search entry is a button once hydrated: Space opens the modal instead of scrolling', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/cloud/');
        await waitForHydration(page);
        const entry = page.getByRole('button', { name: 'Search', exact: true });
        assert.equal(await entry.getAttribute('data-testid'), 'search-link');
        await entry.focus();
        await page.keyboard.press('Space');
        await modal(page).waitFor({ state: 'visible' });
        assert.equal(await page.evaluate(() => window.scrollY), 0, 'Space did not scroll the page');
      },
      { widths: [1280, 375] },
    );
  });

  it('makes the page behind inert while open', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await openFromHeader(view);
        const reached = await page.evaluate(() => {
          const behind = document.querySelector<HTMLElement>('main a[href]')!;
          behind.focus();
          return document.activeElement === behind;
        });
        assert.equal(reached, false, 'a link behind the modal cannot take focus');
        await page.keyboard.press('Tab');
        assert.ok(await modal(page).evaluate((dialog) => dialog.contains(document.activeElement)));
      },
      WIDE,
    );
  });

  it('suggests pages of the product being read first, then popular pages, in the empty box', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const path = '/server/crowd/';
        await view.goto(path);
        await waitForHydration(page);
        await page.getByTestId('search-link').click();
        await modal(page).waitFor({ state: 'visible' });
        const suggestions = page.getByTestId('search-section-suggestions').getByRole('option');
        await suggestions.first().waitFor();
        const hrefs = await suggestions.evaluateAll((options) =>
          options.map((option) => option.getAttribute('data-href') ?? ''),
        );
        assert.ok(
          hrefs[0]!.startsWith('/server/crowd/'),
          `the first suggestion is a Crowd page: ${hrefs.join(', ')}`,
        );
        assert.ok(!hrefs.includes(path), 'the page being read is not suggested');
        assert.ok(
          hrefs.some((href) => !href.startsWith('/server/crowd/')),
          `popular pages follow: ${hrefs.join(', ')}`,
        );
      },
      WIDE,
    );
  });

  it('shows no-result with suggestions, and favourites and recents that persist', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const events = await recordEvents(page);
        await openFromHeader(view);
        assert.equal(await screen(page), 'home');
        await page.getByTestId('search-section-suggestions').waitFor();
        await input(page).fill('qqqzzzxxyy');
        await page.getByTestId('search-no-result').waitFor();
        assert.equal(await page.getByTestId('search-live').textContent(), 'No results');
        await expectNoAxeViolations(page, { include: ['[data-testid="search-modal"]'] });
        await view.screenshot('no-result');
        await input(page).fill(QUERY);
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="search-body"]')?.getAttribute('data-screen') === 'preview',
        );
        await input(page).press('ArrowDown');
        await input(page).press('Shift+Enter');
        await Promise.all([page.waitForURL((url) => url.pathname !== '/cloud/'), input(page).press('Enter')]);
        const favourite = (e: Sent) => e.action === 'favourite_marked';
        assert.ok((await events((all) => all.some(favourite))).some(favourite));
        await openFromHeader(view);
        await page.getByTestId('search-section-favourites').waitFor();
        await page.getByTestId('search-section-recents').waitFor();
        await expectNoAxeViolations(page, { include: ['[data-testid="search-modal"]'] });
        await view.screenshot('favourites-recents');
        await page.getByTestId('search-advanced').waitFor({ state: 'detached' });
        await input(page).fill(QUERY);
        await Promise.all([
          page.waitForURL(/\/search\/\?q=pagination$/),
          page.getByTestId('search-advanced').click(),
        ]);
      },
      WIDE,
    );
  });

  it('shows the token error after 3 attempts with the exact text and log line', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const logs: string[] = [];
        page.on('console', (message) => logs.push(message.text()));
        let attempts = 0;
        await page.route('**/api/search/token', (route) => {
          attempts += 1;
          return route.fulfill({ status: 500, body: '{}' });
        });
        // An expired embedded key makes the modal fetch a fresh one.
        await page.addInitScript(() => {
          const now = Date.now;
          Date.now = () => now() + 365 * 24 * 3600 * 1000;
        });
        await openFromHeader(view);
        await page.getByTestId('search-error').waitFor();
        assert.equal(attempts, 3);
        assert.equal(
          await page.getByTestId('search-error-message').textContent(),
          "We're having trouble searching. Please try refreshing the page.",
        );
        assert.ok(
          logs.some((l) =>
            l.startsWith('Search error: Unable to retrive search token: Max retries exhausted. '),
          ),
        );
        await expectNoAxeViolations(page, { include: ['[data-testid="search-modal"]'] });
        await view.screenshot('token-error');
      },
      WIDE,
    );
  });

  it('shows the search error when the search API fails', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const logs: string[] = [];
        page.on('console', (message) => logs.push(message.text()));
        await openFromHeader(view);
        await page.route('**/1/indexes/**', (route) => route.abort());
        await input(page).fill(QUERY);
        await page.getByTestId('search-error').waitFor();
        assert.equal(await page.getByTestId('search-error-message').textContent(), 'Unable to fetch results');
        assert.ok(logs.some((l) => l.startsWith('Search error: Unbale to perform search: ')));
        await page.unroute('**/1/indexes/**');
        await page.route('**/1/indexes/**', (route) =>
          route.fulfill({ status: 400, body: '{"message":"bad","status":400}' }),
        );
        await input(page).fill(`${QUERY} x`);
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-testid="search-error-message"]')
              ?.textContent?.includes('try again after some time') ?? false,
        );
      },
      WIDE,
    );
  });
});

describe('/search/ page', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('is plain without a query and renders results, filters and pagination as links', async (t) => {
    await spec.atWidths(t, async (view) => {
      const { page } = view;
      await view.goto('/search/');
      assert.equal(await page.getByTestId('search-page').getAttribute('data-outcome'), 'plain');
      assert.equal(await page.getByTestId('search-page-results').count(), 0);
      await expectNoAxeViolations(page);
      await view.goto(`/search/?q=${QUERY}`);
      assert.match(await page.title(), /pagination/);
      assert.ok((await page.getByTestId('search-page-result').count()) > 0);
      await expectNoAxeViolations(page);
      await view.screenshot('page-results');
      await page.getByTestId('search-filter-type').selectOption('guide');
      await Promise.all([
        page.waitForURL(/type=guide/),
        page.getByTestId('search-page-form').locator('button[type=submit]').click(),
      ]);
      // The filter is in the URL and the form reads it back: the state is shareable.
      assert.equal(await page.getByTestId('search-filter-type').inputValue(), 'guide');
      assert.match(page.url(), /q=pagination/);
      assert.notEqual(await page.getByTestId('search-page').getAttribute('data-outcome'), 'error');
      await view.goto('/search/?q=qqqzzzxxyy');
      assert.equal(await page.getByTestId('search-page-results').count(), 0);
      await page.getByTestId('search-page-no-result').waitFor();
    });
  });

  it('records a click on a result with its query id and absolute position', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/search/?q=the&p=2');
        const list = page.getByTestId('search-page-results').locator('ol');
        const queryID = (await list.getAttribute('data-insights-query-id')) ?? '';
        assert.match(queryID, /^[0-9a-f]{32}$/);
        await waitForHydration(page);
        await page.locator('ol[data-insights-ready]').waitFor();
        const link = list.locator('a[data-insights-object-id]').first();
        const objectID = await link.getAttribute('data-insights-object-id');
        const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/1/events');
        const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/1/events');
        // The page stays, so the answer can be checked (after a navigation the browser may not
        // report it); the tracker listens on the document in the capture phase, so it still sees it.
        await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
        await link.click();
        const body = (await sent).postDataJSON() as { events: { positions: number[] }[] };
        assert.deepEqual(body.events[0], {
          ...body.events[0],
          eventType: 'click',
          eventName: 'Search result clicked',
          queryID,
          objectIDs: [objectID],
        });
        // Page 2: positions count from the first page's results (Algolia's absolute positions).
        assert.ok(body.events[0]!.positions[0]! > 1);
        assert.equal((await answered).status(), 200);
      },
      WIDE,
    );
  });

  it('paginates with 1-based p and keeps the filters in each link', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/search/?q=the&platform=cloud');
        const nav = page.getByTestId('search-page-pagination');
        if ((await nav.count()) === 0) return t.skip('not enough results for two pages');
        const next = nav.locator('a[rel=next]');
        assert.match((await next.getAttribute('href')) ?? '', /p=2.*platform=cloud|platform=cloud.*p=2/);
        await Promise.all([page.waitForURL(/p=2/), next.click()]);
        assert.equal(await nav.locator('[aria-current=page]').textContent(), '2');
      },
      WIDE,
    );
  });

  it('shows the last page of results for a page number past the end', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/search/?q=the&p=999');
        // The results of the last page, marked as the current one, with no link past it.
        await page.locator('[data-testid="search-page-results"] li').first().waitFor();
        const nav = page.getByTestId('search-page-pagination');
        const current = Number(await nav.locator('[aria-current=page]').textContent());
        assert.ok(current > 1 && current <= 50, `current page ${current}`);
        assert.equal(await nav.locator('a[rel=next]').count(), 0);
      },
      WIDE,
    );
  });
});
