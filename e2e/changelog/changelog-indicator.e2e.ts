/**
 * The changelog notification indicator (spec §2.3): the dot on changelog nav items shows while
 * their API groups have entries newer than the reader's last visit, and clears when the reader
 * opens the changelog: in the global header, the mobile nav, the side nav and the product header;
 * anonymously (local storage) and, for a signed-in reader, across browsers (the account record).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  browser,
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  registerOverHttp,
  signInOverHttp,
  waitForHydration,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const KEY = 'portico.changelog-visits';
/** Before every sample entry, and after all of them. */
const LONG_AGO = '2000-01-01T00:00:00.000Z';
const FAR_AHEAD = '2999-01-01T00:00:00.000Z';

const headerDot = (page: Page) => page.getByTestId('header-nav-item').getByTestId('changelog-indicator');
const sideNavDot = (page: Page) => page.getByTestId('side-nav').getByTestId('changelog-indicator');
const categoryDot = (page: Page) => page.getByTestId('category-menu').getByTestId('changelog-indicator');
const storeVisits = (page: Page, visits: Record<string, string>) =>
  page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, JSON.stringify(visits)]);
const shown = (dot: Locator) => dot.waitFor({ state: 'visible' });
const gone = (dot: Locator) => dot.waitFor({ state: 'hidden' });

describe('changelog indicator', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('appears for entries newer than the last visit and clears after a visit (desktop)', async () => {
    const view = await spec.open(1280);
    const { page } = view;
    try {
      await view.goto('/');
      // Never visited: every entry is new.
      await shown(headerDot(page));
      assert.equal(await headerDot(page).textContent(), ' new entries');
      await storeVisits(page, { '*': FAR_AHEAD });
      await page.reload();
      await gone(headerDot(page));
      // An entry newer than the stored visit lights the dot again.
      await storeVisits(page, { '*': LONG_AGO });
      await page.reload();
      await shown(headerDot(page));
      await expectNoAxeViolations(page);

      // The universal changelog is a visit of every group; its own item is selected, with no dot.
      await view.goto('/changelog/');
      assert.equal(await headerDot(page).count(), 0);
      await view.goto('/');
      await waitForHydration(page);
      await gone(headerDot(page));

      // A package changelog clears its groups only: the side nav and product header dots of
      // Confluence (Pages, Spaces) go, while the global item (all groups) stays lit for the rest.
      await storeVisits(page, { '*': LONG_AGO });
      await view.goto('/cloud/confluence/');
      await shown(sideNavDot(page));
      await shown(categoryDot(page));
      await shown(headerDot(page));
      await view.goto('/cloud/confluence/changelog/');
      await view.goto('/cloud/confluence/');
      await gone(sideNavDot(page));
      await gone(categoryDot(page));
      await shown(headerDot(page));
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });

  it('shows in the mobile nav and clears there too', async () => {
    const view = await spec.open(375);
    const { page } = view;
    try {
      await view.goto('/');
      await storeVisits(page, { '*': LONG_AGO });
      await page.reload();
      await waitForHydration(page);
      const drawerDot = page.getByTestId('mobile-nav-drawer').getByTestId('changelog-indicator');
      await page.getByTestId('menu-button').click();
      await shown(drawerDot);
      await expectNoAxeViolations(page);
      await view.goto('/changelog/');
      await view.goto('/');
      await waitForHydration(page);
      await page.getByTestId('menu-button').click();
      await page.getByTestId('mobile-nav-drawer').waitFor({ state: 'visible' });
      await gone(drawerDot);
      assert.equal(await drawerDot.count(), 1, 'the dot is there, hidden');
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });

  it('follows a signed-in reader from one browser to another', async () => {
    const { baseUrl } = await portal();
    const email = `changelog-${randomBytes(4).toString('hex')}@customer.example.org`;
    const password = 'a long changelog password 1';
    await registerOverHttp(baseUrl, { email, screenName: 'Changelog Reader', password });
    const session = await signInOverHttp(baseUrl, email, password);
    const contexts: BrowserContext[] = [];
    const signedIn = async () => {
      const context = await (
        await browser()
      ).newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      await context.addCookies([{ name: 'portico_session', value: session, url: baseUrl }]);
      return context.newPage();
    };
    try {
      const laptop = await signedIn();
      const phone = await signedIn();
      await laptop.goto('/');
      await shown(headerDot(laptop));
      await phone.goto('/');
      await shown(headerDot(phone));

      const kept = laptop.waitForResponse(
        (response) =>
          response.url().endsWith('/api/changelog/visits') && response.request().method() === 'POST',
      );
      await laptop.goto('/changelog/');
      assert.equal((await kept).status(), 200);

      // The other browser has nothing in its local storage: the account record clears its dot.
      await phone.reload();
      await gone(headerDot(phone));
      assert.equal((await phone.evaluate((key) => localStorage.getItem(key), KEY)) !== null, true);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
