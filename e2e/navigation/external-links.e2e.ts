/**
 * Link handling in the documentation chrome (spec §2.1): an external link in the product header's
 * dropdowns, the docs-nav drawer and the side nav opens in a new tab without access to the page
 * that opened it, and says so to screen readers; an internal link opens in the same tab.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { e2eSpec, type View, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/platform/forge/getting-started/';
const FORUM = 'https://community.example.com/developers/forge';
/** The forum link as a screen reader names it: its text, then the new-tab hint. */
const FORUM_NAME = /^Forge community forum\s*\(opens in a new tab\)$/;

/** Answers the external site locally, so the new tab loads without the network. */
async function stubForum(page: Page): Promise<void> {
  await page
    .context()
    .route(`${FORUM}*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Forum</title>' }),
    );
}

/** Clicks `link` and asserts a new tab opened on the forum with no opener, the page unchanged. */
async function opensForumInNewTab(view: View, link: Locator): Promise<void> {
  const before = view.page.url();
  const [popup] = await Promise.all([view.page.context().waitForEvent('page'), link.click()]);
  await popup.waitForURL((url) => url.href.startsWith(FORUM));
  assert.equal(await popup.evaluate(() => window.opener), null, 'the new tab cannot reach this page');
  assert.equal(view.page.url(), before, 'the reading tab stays on its page');
  await popup.close();
}

describe('external links in the documentation chrome', () => {
  it('product header dropdown: the external link opens a new tab, the internal one the same tab', async () => {
    const view = await spec.open(1280);
    try {
      await stubForum(view.page);
      await view.goto(PAGE);
      await waitForHydration(view.page);
      const header = view.page.getByTestId('product-header');
      await header.getByRole('button', { name: 'Get help' }).click();
      const forum = header.getByRole('link', { name: FORUM_NAME });
      await forum.waitFor();
      await opensForumInNewTab(view, forum);

      await header.getByRole('button', { name: 'Switch documentation' }).click();
      const pages = view.page.context().pages().length;
      const internal = header.getByRole('link', { name: 'Cloud documentation' });
      await Promise.all([view.page.waitForURL((url) => url.pathname === '/cloud/'), internal.click()]);
      assert.equal(view.page.context().pages().length, pages, 'no new tab for an internal link');
    } finally {
      await view.close();
    }
  });

  it('side nav: the external link opens a new tab and is named with the hint', async () => {
    const view = await spec.open(1280);
    try {
      await stubForum(view.page);
      await view.goto(PAGE);
      const nav = view.page.getByTestId('side-nav');
      await nav.getByText('Get help', { exact: true }).click();
      await nav.getByText('Community', { exact: true }).click();
      await opensForumInNewTab(view, nav.getByRole('link', { name: FORUM_NAME }));
    } finally {
      await view.close();
    }
  });

  it('docs-nav drawer (phone): the external link opens a new tab', async () => {
    const view = await spec.open(375);
    try {
      await stubForum(view.page);
      await view.goto(PAGE);
      await waitForHydration(view.page);
      await view.page.getByTestId('docs-nav-trigger').click();
      const drawer = view.page.getByTestId('docs-nav-drawer');
      await drawer.getByRole('button', { name: 'Get help' }).click();
      await drawer.getByRole('button', { name: 'Community' }).click();
      await opensForumInNewTab(view, drawer.getByRole('link', { name: FORUM_NAME }));
    } finally {
      await view.close();
    }
  });
});
