/**
 * The changelog (spec §2.1, §3): the universal changelog at /changelog/ with the bundled sample
 * entries, filtered through its GET form and paginated by links, its feeds announced in the head
 * and opened, the package changelog page grouped by API group; axe-clean, and no sideways
 * scrolling at 320 px.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  type View,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);

const count = (page: Page) => page.getByTestId('changelog-count').textContent();
const entryTitles = (page: Page) =>
  page.locator('[data-testid="changelog-entries"] article h2').allTextContents();
const sideways = (view: View) =>
  view.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('changelog', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('filters through the URL, paginates by links and shows an empty state', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/changelog/');
        assert.equal(await count(page), '11 entries');
        assert.equal((await entryTitles(page)).length, 10);
        await expectNoAxeViolations(page);

        await page.getByTestId('changelog-pagination').getByRole('link', { name: 'Next' }).click();
        await page.waitForURL(/\/changelog\/\?page=2$/);
        assert.deepEqual(await entryTitles(page), ['The Node.js 18 runtime is removed']);

        await page.getByLabel('Type').selectOption('deprecated');
        await page.getByLabel('Breaking changes').selectOption('yes');
        await page.getByRole('button', { name: 'Apply filters' }).click();
        await page.waitForURL(/\/changelog\/\?type=deprecated&breaking=yes$/);
        assert.equal(await count(page), '1 entry');
        assert.deepEqual(await entryTitles(page), ['Offset pagination in the REST API v1 is deprecated']);
        assert.equal(await page.getByLabel('Type').inputValue(), 'deprecated');
        assert.equal(await page.getByTestId('changelog-pagination').count(), 0);

        await view.goto('/changelog/?product=Forge&type=fixed');
        assert.deepEqual(await entryTitles(page), ['Function memory reported in megabytes']);
        await view.goto('/changelog/?apiGroup=Webhooks&type=removed');
        await page.getByTestId('changelog-empty').waitFor();
        assert.equal(await count(page), '0 entries');
        await expectNoAxeViolations(page);
        await page.getByTestId('changelog-empty').getByRole('link', { name: 'Clear filters' }).click();
        await page.waitForURL(/\/changelog\/$/);
        assert.equal(await count(page), '11 entries');
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [375, 1280] },
    );
  });

  it('announces and links the feeds of the current filters, and the feeds are XML', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/changelog/?product=Jira&breaking=yes');
        const alternates = await page
          .locator('link[rel="alternate"]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]),
          );
        const origin = new URL(page.url()).origin;
        assert.deepEqual(alternates, [
          ['application/rss+xml', `${origin}/changelog/feed.xml?product=Jira&breaking=yes`],
          ['application/atom+xml', `${origin}/changelog/atom.xml?product=Jira&breaking=yes`],
        ]);
        const rssHref = await page.getByTestId('changelog-rss').getAttribute('href');
        assert.equal(rssHref, '/changelog/feed.xml?product=Jira&breaking=yes');
        const rss = await page.request.get(new URL(rssHref!, page.url()).href);
        assert.equal(rss.headers()['content-type'], 'application/rss+xml; charset=utf-8');
        const xml = await rss.text();
        assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
        assert.equal(xml.match(/<item>/g)?.length, 2);
        assert.match(xml, /<title>Changed: Rate limit headers on every response<\/title>/);

        const atomHref = await page.getByTestId('changelog-atom').getAttribute('href');
        const atom = await page.request.get(new URL(atomHref!, page.url()).href);
        assert.equal(atom.headers()['content-type'], 'application/atom+xml; charset=utf-8');
        const atomXml = await atom.text();
        assert.match(atomXml, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
        assert.match(atomXml, /Removed: Legacy issue link endpoint removed/);
      },
      { widths: [1280] },
    );
  });

  it('lists a package changelog by API group under its narrative', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/cloud/jira/platform/changelog/');
        const groups = await page.locator('#article section > h2').allTextContents();
        assert.deepEqual(groups, ['Issues', 'Projects', 'Webhooks']);
        await page.locator('#jira-platform-cloud-2026-02-24-rate-limit-headers').waitFor();
        await expectNoAxeViolations(page);
      },
      { widths: [1280] },
    );
  });

  it('links a deprecation entry to its operation, whose banner links back', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        const entryId = 'jira-platform-cloud-2026-01-15-project-offset-pagination';
        await view.goto('/cloud/jira/platform/changelog/');
        const entry = page.locator(`article:has(> h3#${entryId})`);
        await entry.getByRole('link', { name: 'GET /rest/api/3/project' }).click();
        await page.waitForURL(
          /\/cloud\/jira\/platform\/rest\/v3\/api-group-[^/]+\/#api-rest-api-3-project-get$/,
        );
        const banner = page.locator(
          `.rest-operation:has(#api-rest-api-3-project-get) [data-changelog-entry="${entryId}"]`,
        );
        assert.match(
          (await banner.textContent()) ?? '',
          /Deprecated: .*2026-01-15.*Removal date: 2026-07-15/,
        );
        await banner.getByRole('link').click();
        await page.waitForURL(new RegExp(`/cloud/jira/platform/changelog/#${entryId}$`));
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [1280] },
    );
  });

  it('fits 320 px without sideways scrolling', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        for (const path of [
          '/changelog/',
          '/changelog/?product=Nope&apiGroup=A%20very%20long%20API%20group%20name%20that%20does%20not%20exist',
          '/cloud/jira/platform/changelog/',
        ]) {
          await view.goto(path);
          const overflow = await sideways(view);
          assert.ok(overflow <= 0, `${path} at 320px scrolls sideways by ${overflow}px`);
        }
        await view.goto('/changelog/');
        await expectNoAxeViolations(view.page);
        await view.screenshot('changelog', { fullPage: true });
      },
      { widths: [320] },
    );
  });
});
