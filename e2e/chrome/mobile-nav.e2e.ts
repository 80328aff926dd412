/**
 * The mobile navigation drawer (spec §2.6, §4 "Mobile nested nav", §9), opened from the global
 * header's menu button. One page load per width checks the geometry, the drill-down, the footer,
 * the modal behaviour (focus, trap, Escape, scroll lock) and axe with the drawer open.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { GlobalLinksSchema } from '../../src/schemas/global-links.ts';
import { e2eSpec, expectNoAxeViolations, type View, waitForHydration } from '../harness/index.ts';
import { REPO_ROOT } from '../harness/paths.ts';
import { reachableControls } from './reachable-controls.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/cloud/';
const HEADER_HEIGHT = 68;
const links = GlobalLinksSchema.parse(
  parse(readFileSync(join(REPO_ROOT, 'content', 'global-links.yaml'), 'utf8')),
);
/** The top level for an anonymous visitor: the header items, then Support (spec §2.6). */
const TOP_LEVEL = [...links.header.map((item) => item.title), 'Support'];

const hydrated = (view: View) => waitForHydration(view.page);

/** Records every analytics event the page sends (the client dispatches each on window). */
const recordAnalytics = (page: Page) =>
  page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { __mobileNavEvents: events });
    window.addEventListener('portico:analytics', (event) => events.push((event as CustomEvent).detail));
  });

const analyticsEvents = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __mobileNavEvents: Record<string, unknown>[] }).__mobileNavEvents,
  );

/** Waits until the drawer has finished sliding in, then returns its box. */
async function settledBox(page: Page) {
  const drawer = page.getByTestId('mobile-nav-drawer');
  await drawer.waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="mobile-nav-drawer"]');
    return el !== null && getComputedStyle(el).transform === 'none' && el.getAnimations().length === 0;
  });
  const box = await drawer.boundingBox();
  assert.ok(box, 'the drawer has a box');
  return box;
}

const focusInDrawer = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inside: document.querySelector('[data-testid="mobile-nav-drawer"]')?.contains(active) ?? false,
      testId: active?.getAttribute('data-testid') ?? active?.tagName ?? null,
    };
  });

const rowTitles = async (page: Page) =>
  (await page.getByTestId('mobile-nav-drawer').getByTestId('mobile-nav-item-title').allInnerTexts()).map(
    (text) => text.trim(),
  );

const title = (page: Page) => page.getByTestId('mobile-nav-title').innerText();

async function openDrawer(page: Page) {
  const button = page.getByTestId('menu-button');
  await button.click();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  return settledBox(page);
}

async function expectClosed(page: Page) {
  await page.getByTestId('mobile-nav').waitFor({ state: 'detached' });
  assert.equal(await page.getByTestId('menu-button').getAttribute('aria-expanded'), 'false');
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
}

describe('mobile navigation drawer', () => {
  it('opens from the menu button below 1025px: geometry, drill-down, footer, modal behaviour, axe', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page, width } = view;
        await recordAnalytics(page);
        await view.goto(PAGE);
        await hydrated(view);
        // The harness reduces motion; the slide itself is checked with motion allowed.
        await page.emulateMedia({ reducedMotion: 'no-preference' });

        const box = await openDrawer(page);
        // Slides in from the right, 68px from the top; full width on phones, 60vw on tablets.
        assert.equal(box.y, HEADER_HEIGHT);
        assert.equal(Math.round(box.x + box.width), width);
        const expectedWidth = width < 768 ? width : width * 0.6;
        assert.ok(Math.abs(box.width - expectedWidth) < 0.5, `width ${box.width}, expected ${expectedWidth}`);
        const motion = await page.getByTestId('mobile-nav-drawer').evaluate((el) => {
          const style = getComputedStyle(el);
          return { property: style.transitionProperty, duration: style.transitionDuration };
        });
        assert.deepEqual(motion, { property: 'transform', duration: '0.3s' });
        assert.equal(await page.getByTestId('mobile-nav-overlay').isVisible(), true);
        assert.equal(
          await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
          'hidden',
        );

        // A modal dialog titled Menu; focus moved in, onto the title.
        assert.equal(await page.getByRole('dialog', { name: 'Menu' }).count(), 1);
        const dialog = page.getByTestId('mobile-nav-drawer');
        assert.equal(await dialog.getAttribute('aria-modal'), 'true');
        assert.deepEqual(await focusInDrawer(page), { inside: true, testId: 'mobile-nav-title' });
        assert.equal(await page.getByTestId('mobile-nav-back').count(), 0);
        assert.deepEqual(await rowTitles(page), TOP_LEVEL);

        // Footer: the locale control and Sign in (nobody is signed in).
        const footer = page.getByTestId('mobile-nav-footer');
        assert.equal(await footer.getByLabel('Language').isVisible(), true);
        const signIn = footer.getByTestId('mobile-nav-sign-in');
        assert.equal((await signIn.innerText()).trim(), 'Sign in');
        assert.equal(
          await signIn.getAttribute('href'),
          `/account/login?returnTo=${encodeURIComponent(PAGE)}`,
        );

        await expectNoAxeViolations(page);
        await view.screenshot('drawer-open', { fullPage: false });

        // Drill down: Documentation → Cloud, with Back and the section title.
        await dialog.getByRole('button', { name: 'Documentation' }).click();
        assert.equal(await title(page), 'Documentation');
        assert.equal((await page.getByTestId('mobile-nav-back').innerText()).trim(), 'Back');
        assert.deepEqual(await rowTitles(page), ['Cloud', 'Data Center', 'App platform']);
        assert.deepEqual(await focusInDrawer(page), { inside: true, testId: 'mobile-nav-title' });
        assert.equal(await page.getByRole('dialog', { name: 'Documentation' }).count(), 1);
        await dialog.getByRole('button', { name: 'Cloud' }).click();
        assert.equal(await title(page), 'Cloud');
        const cloud = [...links.cloudDocsLinksV2.platform, ...links.cloudDocsLinksV2.products].map(
          (l) => l.title,
        );
        assert.deepEqual(await rowTitles(page), [...cloud, 'See all cloud documentation']);
        assert.equal(await page.getByTestId('mobile-nav-divider').count(), 1);
        await view.screenshot('drawer-cloud', { fullPage: false });
        await page.getByTestId('mobile-nav-back').click();
        assert.equal(await title(page), 'Documentation');
        await page.getByTestId('mobile-nav-back').click();
        assert.equal(await title(page), 'Menu');
        assert.equal(await page.getByTestId('mobile-nav-back').count(), 0);

        // Resources: headings and dividers are shown, not selectable.
        await dialog.getByRole('button', { name: 'Resources' }).click();
        const headings = await page.getByTestId('mobile-nav-heading').allInnerTexts();
        assert.deepEqual(
          headings.map((text) => text.trim()),
          links.resourcesV2.secondary.map((group) => group.title),
        );
        await page.getByTestId('mobile-nav-heading').first().click();
        assert.equal(await title(page), 'Resources');
        await view.screenshot('drawer-resources', { fullPage: false });

        // Clicks were reported: the drawer opening and the branch buttons.
        const events = await analyticsEvents(page);
        assert.ok(
          events.some((e) => e['actionSubject'] === 'drawer' && e['actionSubjectId'] === 'mobileNavDrawer'),
        );
        assert.ok(
          events.some(
            (e) =>
              e['action'] === 'clicked' &&
              e['actionSubject'] === 'button' &&
              (e['attributes'] as Record<string, unknown>)['title'] === 'Documentation',
          ),
        );

        // Focus is trapped: Tab cycles through the drawer's controls and never leaves it.
        const shownControls = () =>
          dialog.evaluate((el) => {
            const all = [...el.querySelectorAll('a[href], button, select')];
            const shown = all.filter((e) => e.getClientRects().length > 0);
            return { count: shown.length, index: shown.indexOf(document.activeElement as Element) };
          });
        const { count } = await shownControls();
        const visited: number[] = [];
        for (let i = 0; i <= count; i += 1) {
          await page.keyboard.press('Tab');
          visited.push((await shownControls()).index);
        }
        // From the (non-tabbable) focused point: every control in order, then back to the first.
        assert.deepEqual(visited, [...Array.from({ length: count }, (_, i) => i), 0]);
        await page.keyboard.press('Shift+Tab');
        assert.equal((await shownControls()).index, count - 1, 'Shift+Tab wraps to the last control');

        // Escape closes, focus returns to the menu button, scroll unlocks.
        await page.keyboard.press('Escape');
        await expectClosed(page);
        assert.equal((await focusInDrawer(page)).testId, 'menu-button');

        // Reopening starts at the top level again.
        await openDrawer(page);
        assert.equal(await title(page), 'Menu');
        if (width >= 768) {
          // The overlay shows left of the 60vw panel; clicking it closes.
          await page.mouse.click(10, HEADER_HEIGHT + 200);
          await expectClosed(page);
        } else {
          await page.getByTestId('mobile-nav-close').click();
          await expectClosed(page);
        }
        assert.equal((await focusInDrawer(page)).testId, 'menu-button');

        // With reduced motion the drawer does not animate.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openDrawer(page);
        const reduced = await page
          .getByTestId('mobile-nav-drawer')
          .evaluate((el) => getComputedStyle(el).transitionDuration);
        assert.ok(Number.parseFloat(reduced) < 0.001, `transition ${reduced} with reduced motion`);

        if (width === 1024) {
          // Growing to the desktop band removes the trigger, so the drawer closes.
          await page.setViewportSize({ width: 1280, height: 900 });
          await expectClosed(page);
        } else {
          // A link closes the drawer and navigates.
          // Its name carries the changelog indicator's text while there are unread entries.
          await page
            .getByRole('dialog')
            .getByRole('link', { name: /^Changelog( new entries)?$/ })
            .click();
          await page.waitForURL((url) => url.pathname === '/changelog/');
        }
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [375, 768, 1024] },
    );
  });

  it('passes axe with the drawer open in dark and increased-contrast themes', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await view.goto(PAGE);
        await hydrated(view);
        await openDrawer(view.page);
        await expectNoAxeViolations(view.page);
        await view.screenshot('drawer-dark', { fullPage: false });
        await view.page.emulateMedia({ contrast: 'more' });
        await expectNoAxeViolations(view.page);
        await view.screenshot('drawer-dark-contrast', { fullPage: false });
      },
      { widths: [375], colorScheme: 'dark' },
    );
  });

  it('takes the page behind out of the accessibility tree while open, and gives it back on close', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(PAGE);
        await hydrated(view);
        const before = await reachableControls(page, '[data-testid="site-header"]');
        assert.ok(before.outside.length > 5, `the page has controls: ${before.outside.join(', ')}`);
        await openDrawer(page);
        // A screen reader's virtual cursor, not only Tab, must stay inside the modal drawer.
        const open = await reachableControls(page, '[data-testid="mobile-nav-drawer"]');
        assert.ok(open.inside.length > 3, `the drawer's controls stay reachable: ${open.inside.join(', ')}`);
        assert.deepEqual(open.outside, [], 'nothing behind the drawer is reachable');
        assert.equal(
          await page.evaluate(() => {
            const link = document.querySelector<HTMLElement>('main a[href]');
            link?.focus();
            return link !== null && document.activeElement === link;
          }),
          false,
          'a link behind the drawer cannot take focus',
        );
        // The overlay (left of the 60vw tablet panel) still takes the press that closes the drawer.
        if (view.width >= 768) await page.mouse.click(5, 200);
        else await page.keyboard.press('Escape');
        await expectClosed(page);
        const after = await reachableControls(page, '[data-testid="site-header"]');
        assert.deepEqual(after.outside, before.outside);
      },
      { widths: [375, 768] },
    );
  });

  it('has no menu button or drawer at 1280px and wider', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await view.goto(PAGE);
        await hydrated(view);
        assert.equal(await view.page.getByTestId('menu-button').isVisible(), false);
        assert.equal(await view.page.getByTestId('mobile-nav').count(), 0);
        assert.equal(await view.page.getByTestId('mobile-nav-overlay').count(), 0);
        await view.screenshot('no-menu');
      },
      { widths: [1280, 1440] },
    );
  });
});
