/**
 * A site shaped by its content root alone (decision 0044): no landings at all, as an imported
 * single-package site has, with its own product icons. `/` opens the main package, the landing
 * routes answer 404, and no link in the header, its drawers or the 404 page leads nowhere.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { minimalContentFiles } from '../../src/core/content/test-fixture.node.ts';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  expectNoAxeViolations,
  startContentPortal,
  waitForHydration,
  type ContentPortal,
} from '../harness/index.ts';

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10"/></svg>';

function contentRoot(): Record<string, unknown> {
  const base = minimalContentFiles();
  const links = base['global-links.yaml'] as Record<string, unknown>;
  const tile = { title: 'Guide', subtitle: 'Start here', href: '/guide/', icon: { product: 'Jira' } };
  return {
    ...base,
    'landing/home.yaml': undefined,
    'landing/cloud.yaml': undefined,
    'landing/server.yaml': undefined,
    'icons/jira.svg': ICON,
    'global-links.yaml': {
      ...links,
      cloudDocsLinksV2: { platform: [], products: [tile] },
      serverDocsLinksV2: { products: [] },
      forgeDocsLinks: [],
      header: [
        { id: 'docs', title: 'Documentation', href: '/docs/', drawer: 'documentation' },
        { id: 'start', title: 'Start', href: '/start/' },
      ],
    },
  };
}

/** Every same-origin link in the element (its hrefs, without the hash). */
const hrefsIn = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) =>
    [...root.querySelectorAll('a[href]')]
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname + url.search),
  );

describe('a site without landings', () => {
  let site: ContentPortal;
  before(
    async () => {
      site = await startContentPortal('site-shape', contentRoot());
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );
  after(() => site?.close());

  /** Each route answers something other than a 404 or an error (redirects count as alive). */
  async function expectAlive(routes: Iterable<string>) {
    for (const route of new Set(routes)) {
      const response = await fetch(site.portal.url(route), { redirect: 'manual' });
      await response.body?.cancel();
      assert.ok(response.status < 400, `${route} answers ${response.status}`);
    }
  }

  it("opens / on the main package, and answers 404 on the landings' routes", async () => {
    const home = await fetch(site.portal.url('/'), { redirect: 'manual' });
    assert.equal(home.status, 302);
    assert.equal(home.headers.get('location'), '/guide/');
    for (const route of ['/cloud/', '/server/']) {
      const response = await fetch(site.portal.url(route));
      assert.equal(response.status, 404, route);
      await response.body?.cancel();
    }
    const sitemap = await (await fetch(site.portal.url('/sitemap.xml'))).text();
    assert.doesNotMatch(sitemap, /\/(cloud|server)\/<\/loc>/);
  });

  it('renders a header, drawer and 404 page with no dead links, axe-clean', async () => {
    const { page, portal } = site;
    assert.equal((await page.goto(portal.url('/start/')))?.status(), 200);
    await waitForHydration(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.locator('[data-testid="header-nav-item"][data-drawer="documentation"]').click();
    const drawer = page.getByTestId('documentation-drawer');
    await drawer.waitFor({ state: 'visible' }).catch(async (error: unknown) => {
      await page.screenshot({ path: 'test-results/site-shape-drawer.png' });
      throw new Error(`${String(error)}; page errors: ${errors.join('; ')}`);
    });
    // One tab with something to show: no tab list, no 'See all' to a landing the site lacks.
    assert.equal(await drawer.getByRole('tab').count(), 0);
    assert.equal(await drawer.getByTestId('drawer-see-all').count(), 0);
    const icon = await drawer.locator('img').first().getAttribute('src');
    assert.match(icon ?? '', /^\/api\/content-file\/[0-9a-f]{16}\/jira\.svg$/);
    await expectNoAxeViolations(page);
    await expectAlive(await hrefsIn(page, '[data-testid="site-header"]'));
    await expectAlive(await hrefsIn(page, 'body'));
    assert.equal((await page.goto(portal.url('/no-such-page/')))?.status(), 404);
    await expectAlive(await hrefsIn(page, 'main'));
    assert.equal((await page.goto(portal.url('/docs/')))?.status(), 200);
    await expectAlive(await hrefsIn(page, 'main'));
    await expectNoAxeViolations(page);
  });

  it('fits 320 px without sideways scrolling, and its menu has no dead links', async () => {
    const { page, portal } = site;
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(portal.url('/start/'));
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `scrolls sideways by ${overflow}px`);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-nav-drawer').waitFor();
    await expectAlive(await hrefsIn(page, '[data-testid="mobile-nav-drawer"]'));
    await expectNoAxeViolations(page);
  });
});
