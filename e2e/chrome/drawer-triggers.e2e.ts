/**
 * The header's Documentation and Resources drawers as a reader uses them (spec §2.4, §2.5, §9):
 * their items act as buttons once hydrated (Space and Enter, no page scroll) and stay links
 * without JavaScript; the drawers are 350px tall (at least 100px) and scroll inside, with every
 * item reachable by keyboard. drawers.e2e.ts checks their content and layout.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { GlobalLinksSchema } from '../../src/schemas/global-links.ts';
import { browser, e2eSpec, portal, type View } from '../harness/index.ts';
import { REPO_ROOT } from '../harness/paths.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/platform/forge/getting-started/';
const links = GlobalLinksSchema.parse(
  parse(readFileSync(join(REPO_ROOT, 'content', 'global-links.yaml'), 'utf8')),
);
const titleOf = (id: string) => links.header.find((item) => item.id === id)!.title;

/** Waits until the header is interactive: its drawer items then announce their expanded state. */
const hydrated = (view: View) =>
  view.page.waitForSelector('[data-testid="header-nav-item"][data-drawer][aria-expanded]', {
    state: 'attached',
  });

const trigger = (page: Page, drawer: 'documentation' | 'resources') =>
  page.locator(`[data-testid="header-nav-item"][data-drawer="${drawer}"]`);

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The open drawer's box and scroll state, and how far the page itself has scrolled. */
const drawerScroll = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((drawer) => ({
    height: drawer.getBoundingClientRect().height,
    clientHeight: drawer.clientHeight,
    scrollHeight: drawer.scrollHeight,
    scrollTop: drawer.scrollTop,
    pageScroll: window.scrollY,
  }));

describe('header drawer height', () => {
  it('is 350px, scrolls inside, and keeps its last link reachable by keyboard', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(PAGE);
        await hydrated(view);
        for (const drawer of ['documentation', 'resources'] as const) {
          const testId = `${drawer}-drawer`;
          await trigger(page, drawer).click();
          await page.getByTestId(testId).waitFor({ state: 'visible' });
          const opened = await drawerScroll(page, testId);
          // Spec §9: drawer height 350px; longer content scrolls inside the drawer.
          assert.ok(opened.scrollHeight > 350, `${drawer}: content taller than the drawer`);
          assert.equal(Math.round(opened.height), 350, `${drawer}: 350px tall`);
          assert.ok(opened.scrollHeight > opened.clientHeight, `${drawer}: scrolls inside`);
          await view.screenshot(`${drawer}-drawer-350`, { fullPage: false });

          // Tab to the drawer's last control (of the shown tab): it scrolls into the drawer's view.
          await page.getByTestId(testId).evaluate((drawer) => {
            const shown = [...drawer.querySelectorAll('a[href], button')].filter(
              (control) => control.getClientRects().length > 0,
            );
            shown.at(-1)?.setAttribute('data-e2e-last', '');
          });
          const last = page.locator('[data-e2e-last]');
          const lastName = (await last.textContent())?.trim() ?? '';
          for (let i = 0; i < 60 && !(await last.evaluate((el) => el === document.activeElement)); i++)
            await page.keyboard.press('Tab');
          assert.equal(await focusedText(page), lastName, `${drawer}: Tab reaches the last link`);
          const inView = await last.evaluate((link) => {
            const box = link.closest('[data-testid$="-drawer"]')!.getBoundingClientRect();
            const rect = link.getBoundingClientRect();
            return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
          });
          assert.equal(inView, true, `${drawer}: the focused last link is scrolled into the drawer`);
          assert.ok((await drawerScroll(page, testId)).scrollTop > 0);

          // The wheel scrolls the drawer, never the page behind it, even past the drawer's end.
          await page.getByTestId(testId).evaluate((el) => el.scrollTo(0, 0));
          const box = await page.getByTestId(testId).boundingBox();
          await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
          await page.mouse.wheel(0, 3000);
          await page.waitForFunction((id) => {
            const el = document.querySelector(`[data-testid="${id}"]`)!;
            return el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
          }, testId);
          assert.equal(
            (await drawerScroll(page, testId)).pageScroll,
            0,
            `${drawer}: the page did not scroll`,
          );
          await page.keyboard.press('Escape');
          await page.getByTestId(testId).waitFor({ state: 'detached' });
        }
      },
      { widths: [1280, 1440] },
    );
  });

  it('keeps at least 100px on a very short window', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await view.goto(PAGE);
        await hydrated(view);
        await trigger(view.page, 'resources').click();
        await view.page.getByTestId('resources-drawer').waitFor({ state: 'visible' });
        const { height } = await drawerScroll(view.page, 'resources-drawer');
        // Spec §9 "Drawer position minimum height": the window leaves 160 - 68 = 92px below the header.
        assert.equal(Math.round(height), 100);
      },
      { widths: [1280], height: 160 },
    );
  });
});

describe('Documentation and Resources header items', () => {
  it('are buttons once hydrated: Space and Enter open their drawer without scrolling the page', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(PAGE);
        await hydrated(view);
        for (const drawer of ['documentation', 'resources'] as const) {
          const testId = `${drawer}-drawer`;
          // Found as a screen reader finds it: a collapsed button named by its title.
          const button = page.getByRole('button', { name: titleOf(drawer), exact: true });
          assert.equal(await button.count(), 1, `${drawer}: one button`);
          assert.equal(await button.getAttribute('aria-expanded'), 'false');
          await button.focus();
          await page.keyboard.press('Space');
          await page.getByTestId(testId).waitFor({ state: 'visible' });
          assert.equal(await button.getAttribute('aria-expanded'), 'true');
          assert.equal(
            await button.getAttribute('aria-controls'),
            await page.getByTestId(testId).getAttribute('id'),
          );
          assert.equal(
            await page.evaluate(() => window.scrollY),
            0,
            `${drawer}: Space did not scroll the page`,
          );
          await page.keyboard.press('Space');
          await page.getByTestId(testId).waitFor({ state: 'detached' });
          assert.equal(await button.getAttribute('aria-expanded'), 'false');
          await page.keyboard.press('Enter');
          await page.getByTestId(testId).waitFor({ state: 'visible' });
          assert.equal(new URL(page.url()).pathname, PAGE);
          await page.keyboard.press('Escape');
          await page.getByTestId(testId).waitFor({ state: 'detached' });
        }
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [1280] },
    );
  });

  it('stay links to their pages without JavaScript', async () => {
    const context = await (
      await browser()
    ).newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      for (const [drawer, path] of [
        ['documentation', '/docs/'],
        ['resources', '/resources'],
      ] as const) {
        await page.goto((await portal()).url(PAGE));
        const link = page.getByRole('link', { name: titleOf(drawer), exact: true });
        assert.equal(await link.count(), 1, `${drawer}: a link`);
        await Promise.all([page.waitForURL((url) => url.pathname === path), link.click()]);
      }
    } finally {
      await context.close();
    }
  });
});
