/**
 * Documentation versions (decision 0043) on the bundled portico-docs package, whose 1.x version
 * lives in versions/1.x/. From a latest page the header's version switcher leads to the same page
 * in 1.x, which shows the old-version banner linking back and a canonical link to the latest; a
 * page 1.x lacks leads to 1.x's root. Search from a 1.x page finds 1.x's records, not the
 * latest's. Every state is axe-clean, and the switcher works at 320 px without sideways scrolling.
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
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const LATEST_PAGE = '/portico/operating/deploy/';
const OLD_PAGE = '/portico/v1/operating/deploy/';

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens the switcher (a native disclosure) by keyboard and follows the link of `version`. */
async function switchTo(page: Page, version: string) {
  const summary = page.getByTestId('version-switcher-summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  const link = page.locator(`[data-testid="version-link"][data-version="${version}"]`);
  await link.waitFor({ state: 'visible' });
  await link.focus();
  const from = pathOf(page);
  await Promise.all([page.waitForURL((url) => url.pathname !== from), page.keyboard.press('Enter')]);
}

describe('documentation versions', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('switches to the same page in 1.x, shows the banner and canonical, and leads back', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(LATEST_PAGE);
        assert.equal(await page.getByTestId('version-banner').count(), 0, 'no banner on the latest');
        const summary = page.getByTestId('version-switcher-summary');
        assert.match((await summary.innerText()).replace(/\s+/g, ' '), /Version Latest/);
        await expectNoAxeViolations(page);

        await switchTo(page, '1.x');
        assert.equal(pathOf(page), OLD_PAGE);
        const banner = page.getByTestId('version-banner');
        assert.match(
          await banner.innerText(),
          /You are reading the documentation for 1\.x\. The latest version is Latest\./,
        );
        const back = page.getByTestId('version-banner-link');
        assert.equal(await back.getAttribute('href'), LATEST_PAGE);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        assert.equal(new URL(canonical!).pathname, LATEST_PAGE);
        // The side nav is 1.x's own: its links stay in the version.
        if (view.width >= 1025) {
          const navLinks = await page
            .getByTestId('side-nav')
            .locator('a')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
          assert.ok(navLinks.length > 0 && navLinks.every((href) => href.startsWith('/portico/v1/')));
        }
        await expectNoAxeViolations(page);
        await view.screenshot('old-version');
        await Promise.all([page.waitForURL((url) => url.pathname === LATEST_PAGE), back.click()]);
      },
      { widths: [1280] },
    );
  });

  it("leads to the version's root where the page does not exist in it", async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/portico/authoring/mdx/');
        await waitForHydration(page);
        await switchTo(page, '1.x');
        assert.equal(pathOf(page), '/portico/v1/');
        // A 1.x-only page leads to the latest's root, and says so.
        await view.goto('/portico/v1/about-this-version/');
        const back = page.getByTestId('version-banner-link');
        assert.equal(await back.getAttribute('href'), '/portico/');
        assert.match(await back.innerText(), /Go to Latest/);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        assert.equal(new URL(canonical!).pathname, '/portico/v1/about-this-version/');
      },
      { widths: [1280] },
    );
  });

  it('works at 320 px without sideways scrolling, axe-clean with the switcher open', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(OLD_PAGE);
        assert.equal(await sideways(page), 0, 'no sideways scroll with the banner');
        const summary = page.getByTestId('version-switcher-summary');
        await summary.click();
        const links = page.getByTestId('version-link');
        await links.first().waitFor({ state: 'visible' });
        assert.equal(await sideways(page), 0, 'no sideways scroll with the switcher open');
        assert.equal(
          await page.locator('[data-testid="version-link"][aria-current="page"]').innerText(),
          '1.x',
        );
        await expectNoAxeViolations(page);
        await view.screenshot('switcher-open');
        await Promise.all([
          page.waitForURL((url) => url.pathname === LATEST_PAGE),
          page.locator('[data-testid="version-link"][data-version="latest"]').click(),
        ]);
      },
      { widths: [320] },
    );
  });

  it("searches the version being read: 1.x's records from a 1.x page, the latest's elsewhere", async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const hrefs = async () => {
          await waitForHydration(page);
          await page.getByTestId('search-link').click();
          await page.getByTestId('search-modal').waitFor({ state: 'visible' });
          await page.getByTestId('search-input').fill('reverse proxy');
          // A query that times out on a busy machine shows the error screen: its retry asks again.
          for (let attempt = 0; ; attempt++) {
            const screen = await page.waitForFunction(() => {
              const at = document.querySelector('[data-testid="search-body"]')?.getAttribute('data-screen');
              return at === 'preview' || at === 'error' ? at : undefined;
            });
            if ((await screen.jsonValue()) === 'preview') break;
            assert.ok(attempt < 2, 'search answered within three attempts');
            await page.getByRole('button', { name: 'Try again' }).click();
          }
          return page
            .getByTestId('search-option')
            .evaluateAll((options) => options.map((option) => option.getAttribute('data-href') ?? ''));
        };
        await view.goto(OLD_PAGE);
        const fromOld = (await hrefs()).filter((href) => href.startsWith('/portico/'));
        assert.ok(
          fromOld.some((href) => href.startsWith(OLD_PAGE)),
          `1.x deploy page found: ${fromOld}`,
        );
        assert.ok(
          !fromOld.some((href) => href.startsWith(LATEST_PAGE)),
          `no latest portico page: ${fromOld}`,
        );
        await view.goto(LATEST_PAGE);
        const fromLatest = (await hrefs()).filter((href) => href.startsWith('/portico/'));
        assert.ok(
          fromLatest.some((href) => href.startsWith(LATEST_PAGE)),
          `latest found: ${fromLatest}`,
        );
        assert.ok(!fromLatest.some((href) => href.startsWith('/portico/v1/')), `no 1.x page: ${fromLatest}`);
      },
      { widths: [1280] },
    );
  });
});
