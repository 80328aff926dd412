/**
 * Algolia's own UI libraries against the portal's search API (ADR 0038), run unmodified from
 * another origin with a visitor's key: DocSearch (@docsearch/js) and react-instantsearch on
 * algoliasearch/lite (SearchBox, Hits, Highlight, Snippet, Pagination, RefinementList,
 * HierarchicalMenu).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS, type Portal } from '../harness/index.ts';
import { startClientPages, type ClientPages } from './algolia-client-pages.ts';

const spec = e2eSpec(import.meta.url);
const WIDE = { widths: [1280] };

let pages: ClientPages;
let site: Portal;

/** The test page for `name`, pointed at the portal with an anonymous visitor's key. */
async function pageUrl(name: 'docsearch' | 'instantsearch'): Promise<string> {
  const { key } = (await (await fetch(site.url('/api/search/token'))).json()) as { key: string };
  return pages.url(name, { host: new URL(site.baseUrl).host, key });
}

/** The numbers of the refinement items of a widget, in order. */
const counts = (page: Page, widget: string) =>
  page
    .locator(`${widget} .ais-RefinementList-count, ${widget} .ais-HierarchicalMenu-count`)
    .allTextContents();

describe('Algolia UI libraries against the portal', () => {
  before(
    async () => {
      site = await portal();
      pages = await startClientPages();
    },
    { timeout: PORTAL_START_TIMEOUT_MS + 60_000 },
  );
  after(() => pages?.close());

  it('DocSearch finds sections as it expects them and opens one on the portal', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(await pageUrl('docsearch'));
        await page.locator('.DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('pagination');
        const hit = page.locator('.DocSearch-Hit a').first();
        await hit.waitFor({ state: 'visible' });
        // Groups by product (lvl0), titles with highlights, breadcrumbs from the hierarchy.
        assert.ok((await page.locator('.DocSearch-Hit-source').count()) > 0);
        assert.match(await page.locator('.DocSearch-Hits mark').first().innerText(), /paginat/i);
        const href = (await hit.getAttribute('href')) ?? '';
        assert.ok(href.startsWith(site.baseUrl), `absolute portal URL: ${href}`);
        await view.screenshot('docsearch');
        await hit.click();
        await page.waitForURL((url) => url.href.startsWith(site.baseUrl));
        assert.equal(new URL(page.url()).pathname, new URL(href).pathname);
        await page.locator('h1').first().waitFor({ state: 'visible' });
        assert.deepEqual(view.pageErrors, []);
      },
      WIDE,
    );
  });

  it('InstantSearch searches, highlights, refines facets with counts, and paginates', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(await pageUrl('instantsearch'));
        const hits = page.getByTestId('hit');
        await hits.first().waitFor({ state: 'visible' });
        assert.equal(await hits.count(), 4);
        const products = page.locator('#products .ais-RefinementList-item');
        await products.first().waitFor({ state: 'visible' });
        assert.ok((await products.count()) > 1, 'several products to refine on');

        await page.locator('.ais-SearchBox-input').fill('page');
        await page.locator('.ais-Highlight-highlighted, .ais-Snippet-highlighted').first().waitFor();
        // InstantSearch escapes values itself: no entity may reach the screen.
        assert.doesNotMatch(await page.locator('#app').innerText(), /&#39;|&amp;|&lt;/);
        const stats = page.locator('.ais-Stats-text');
        const before = await stats.innerText();
        const categoriesBefore = await counts(page, '#categories');

        // Refine on the second product: fewer results, and the menu's counts follow.
        const name = await products.nth(1).locator('.ais-RefinementList-labelText').innerText();
        const product = products.filter({ hasText: name }).locator('input');
        await product.check();
        await page.waitForFunction(
          (text) => document.querySelector('.ais-Stats-text')?.textContent !== text,
          before,
        );
        assert.notDeepEqual(await counts(page, '#categories'), categoriesBefore);
        await product.uncheck();
        await page.waitForFunction(
          (text) => document.querySelector('.ais-Stats-text')?.textContent === text,
          before,
        );

        // The hierarchical menu opens a product onto its pages.
        await page.locator('#categories .ais-HierarchicalMenu-link').first().click();
        await page
          .locator('#categories .ais-HierarchicalMenu-list--child .ais-HierarchicalMenu-item')
          .first()
          .waitFor({ state: 'visible' });

        // Page 2 shows other hits.
        const first = await hits.evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('data-object-id')),
        );
        await page.locator('.ais-Pagination-item--nextPage a').click();
        await page.waitForFunction(
          (ids) =>
            [...document.querySelectorAll('[data-testid="hit"]')].some(
              (node) => !ids.includes(node.getAttribute('data-object-id')),
            ),
          first,
        );
        await view.screenshot('instantsearch');
        assert.deepEqual(view.pageErrors, []);
      },
      WIDE,
    );
  });
});
