/**
 * A package without navigation.yaml gets a navigation generated from its folders (decision 0037).
 * On a page four folders deep, the desktop side nav shows every ancestor open and the page marked
 * current, folds with the keyboard, and is axe-clean; on a phone the docs-nav drawer marks the way
 * down level by level to the page, axe-clean, without sideways scrolling at 320 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { minimalContentFiles } from '../../src/core/content/test-fixture.node.ts';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  expectNoAxeViolations,
  startContentPortal,
  type ContentPortal,
} from '../harness/index.ts';

const LEAF = '/kb/alpha/beta/gamma/leaf/';
const FIRST_LOAD_MS = 90_000;

const FILES = {
  ...minimalContentFiles(),
  'packages/kb/package.yaml': {
    name: 'kb',
    docs: { contentDir: 'content', publishPath: '/kb/', humanName: 'Knowledge base', platform: 'platform' },
  },
  'packages/kb/content/index.md': '# Knowledge base\n\nStart here.\n',
  'packages/kb/content/alpha/_category_.yml': 'label: Level alpha\nposition: 1\n',
  'packages/kb/content/alpha/index.md': '# Alpha overview\n\nText.\n',
  'packages/kb/content/alpha/beta/first.md': '---\nsidebar_position: 1\n---\n# Beta first\n\nText.\n',
  'packages/kb/content/alpha/beta/gamma/leaf.md': '---\ntitle: Leaf page\n---\n\nThe deepest page.\n',
  'packages/kb/content/alpha/beta/gamma/other.md': '# Gamma other\n\nText.\n',
  'packages/kb/content/zeta/page.md': '# Zeta page\n\nText.\n',
};

/** How far the document scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('generated navigation, four levels deep', () => {
  let started: ContentPortal | undefined;

  before(
    async () => {
      started = await startContentPortal('generated-nav', FILES);
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await started?.close();
  });

  it('desktop: the side nav opens every ancestor of the page, marks it, and folds by keyboard', async () => {
    const { page, portal } = started!;
    await page.setViewportSize({ width: 1280, height: 900 });
    // The extra portal's first page render loads its page modules: slow on a busy machine.
    await page.goto(`${portal.baseUrl}${LEAF}`, { waitUntil: 'domcontentloaded', timeout: FIRST_LOAD_MS });
    const nav = page.getByTestId('side-nav');
    const current = nav.locator('a[aria-current="page"]');
    assert.equal(await current.innerText(), 'Leaf page');
    const ancestors = await current.evaluate((link) => {
      const out: { title: string; open: boolean }[] = [];
      for (let at = link.closest('details'); at !== null; at = at.parentElement?.closest('details') ?? null)
        out.unshift({ title: at.querySelector(':scope > summary')?.textContent ?? '', open: at.open });
      return out;
    });
    assert.deepEqual(ancestors, [
      { title: 'Guides', open: true },
      { title: 'Level alpha', open: true },
      { title: 'Beta', open: true },
      { title: 'Gamma', open: true },
    ]);
    // The folder off the page's path is closed, and opens from the keyboard.
    const zeta = nav.locator('details', { has: page.locator(':scope > summary', { hasText: 'Zeta' }) });
    assert.equal(await zeta.getAttribute('open'), null);
    await zeta.locator(':scope > summary').focus();
    await page.keyboard.press('Enter');
    await zeta.locator('a', { hasText: 'Zeta page' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('phone: the drawer marks the way down to the page at every level, axe-clean, no sideways scroll', async () => {
    const { page, portal } = started!;
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(`${portal.baseUrl}${LEAF}`);
    assert.equal(await sideways(page), 0);
    await page.getByTestId('docs-nav-trigger').click();
    const drawer = page.getByTestId('docs-nav-drawer');
    await drawer.waitFor();
    const path: string[] = [];
    for (let level = 0; level < 6; level++) {
      const link = drawer.locator('a[aria-current="page"]');
      if ((await link.count()) > 0) break;
      const marked = drawer.locator('[data-testid="docs-nav-branch"][aria-current="true"]');
      assert.equal(await marked.count(), 1, `one marked branch at level ${level}`);
      path.push((await marked.innerText()).trim());
      await marked.click();
    }
    assert.deepEqual(path, ['Guides', 'Level alpha', 'Beta', 'Gamma']);
    assert.equal(await drawer.locator('a[aria-current="page"]').innerText(), 'Leaf page');
    assert.equal(await sideways(page), 0, 'drawer open');
    await expectNoAxeViolations(page);
  });
});
