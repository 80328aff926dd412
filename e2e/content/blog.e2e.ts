/**
 * The blog of the sample content (decision 0045): the index lists the newest post first with its
 * date, author and tags; a post page has its body and a link to the next older post; a tag page
 * lists its posts; both feeds answer with their content types. Axe-clean and without sideways
 * scrolling at 320 and 1280 px.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, expectNoAxeViolations, portal, PORTAL_START_TIMEOUT_MS } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const NEWEST = 'A faster writing loop, draft pages, and these release notes';

async function expectFits(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `${where} scrolls sideways by ${overflow}px`);
}

describe('blog', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  for (const width of [320, 1280]) {
    it(`goes from the index to a post, a tag and the feeds at ${width} px`, async () => {
      const view = await spec.open(width);
      const { page } = view;
      try {
        assert.equal((await view.goto('/blog/')).status(), 200);
        const titles = await page.locator('main h2').allTextContents();
        assert.equal(titles[0], NEWEST);
        assert.equal(titles.length, 3);
        assert.equal(await page.locator('main time').first().getAttribute('datetime'), '2026-11-26');
        const alternates = await page
          .locator('head link[rel="alternate"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('type')));
        assert.deepEqual(alternates, ['application/rss+xml', 'application/atom+xml']);
        await expectFits(page, '/blog/');
        await expectNoAxeViolations(page);

        await page.getByRole('link', { name: NEWEST, exact: true }).click();
        await page.waitForURL('**/blog/2026/11/26/dev-loop-drafts-and-this-blog/');
        assert.equal(await page.locator('main h1').textContent(), NEWEST);
        await page.getByRole('heading', { name: 'content:check' }).waitFor();
        assert.equal(await page.locator('main').getByText('truncate').count(), 0);
        await page.getByRole('link', { name: 'Portico maintainers' }).first().waitFor();
        await page.locator('a[rel="next"]').waitFor();
        await expectFits(page, 'the post');
        await expectNoAxeViolations(page);

        await page.getByRole('link', { name: 'Release notes', exact: true }).first().click();
        await page.waitForURL('**/blog/tags/release-notes/');
        assert.equal(await page.locator('main h2').count(), 3);

        const rss = await page.request.get(new URL('/blog/rss.xml', page.url()).href);
        assert.equal(rss.headers()['content-type'], 'application/rss+xml; charset=utf-8');
        assert.match(await rss.text(), /<item>\n\s+<title>A faster writing loop/);
        const atom = await page.request.get(new URL('/blog/atom.xml', page.url()).href);
        assert.equal(atom.headers()['content-type'], 'application/atom+xml; charset=utf-8');
        assert.equal((await atom.text()).match(/<entry>/g)?.length, 3);
        assert.equal((await view.goto('/blog/tags/no-such-tag/')).status(), 404);
        assert.deepEqual(view.pageErrors, []);
      } finally {
        await view.close();
      }
    });
  }
});
