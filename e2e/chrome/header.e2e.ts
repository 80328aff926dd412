/**
 * The global header (spec §2.3, §9): sizes and layer, logo switch at 1124px, the Support button
 * hidden at 900px and narrower, navigation (desktop) or menu button (below 1025px), selection,
 * changelog indicator, hover dropdowns, search entry, sign-in returnTo with the hash, navigation
 * analytics, and the transparent header on /. Two page loads per width.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { GlobalLinksSchema } from '../../src/schemas/global-links.ts';
import { ALL_WIDTHS, e2eSpec, type View, waitForHydration } from '../harness/index.ts';
import { REPO_ROOT } from '../harness/paths.ts';

const spec = e2eSpec(import.meta.url);
const links = GlobalLinksSchema.parse(
  parse(readFileSync(join(REPO_ROOT, 'content', 'global-links.yaml'), 'utf8')),
);

const hydrated = (view: View) => waitForHydration(view.page);

const recordAnalytics = (page: Page) =>
  page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { __headerEvents: events });
    window.addEventListener('portico:analytics', (event) => events.push((event as CustomEvent).detail));
  });

const analyticsEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __headerEvents: Record<string, unknown>[] }).__headerEvents);

const visible = (page: Page, testId: string) => page.getByTestId(testId).first().isVisible();

/** Each element's label as sighted readers see it: its text without visually hidden hints. */
const visibleLabels = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((els) =>
    els.map((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hint) => hint.remove());
      return copy.textContent?.trim() ?? '';
    }),
  );

describe('global header', () => {
  it('has the spec sizes, logo, Support, navigation or menu, and a sign-in link with the hash', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page, width } = view;
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        await recordAnalytics(page);
        await view.goto('/cloud/?from=e2e#intro');
        await hydrated(view);
        const header = page.getByTestId('site-header');
        const geometry = await header.evaluate((el) => {
          const inner = el.firstElementChild!.getBoundingClientRect();
          const style = getComputedStyle(el);
          return {
            height: el.getBoundingClientRect().height,
            inner: inner.width,
            zIndex: style.zIndex,
            position: style.position,
          };
        });
        assert.equal(geometry.height, 68);
        assert.equal(geometry.inner, Math.min(width, 1232));
        assert.equal(geometry.zIndex, '150');
        // Sticky mode 'desktop' (the default): sticky from 1025px only.
        assert.equal(geometry.position, width >= 1025 ? 'sticky' : 'relative');

        const home = page.getByTestId('home-link');
        assert.equal(await home.getAttribute('href'), '/');
        const logo = await home.locator('img').evaluate((img) => (img as HTMLImageElement).currentSrc);
        assert.match(
          logo,
          width <= 1124
            ? /\/api\/content-file\/[0-9a-f]{16}\/logo-icon\.svg$/
            : /\/api\/content-file\/[0-9a-f]{16}\/logo\.svg$/,
        );

        const support = page.getByTestId('support-link');
        assert.equal(await support.isVisible(), width > 900, 'Support is hidden at 900px and narrower');
        assert.equal(await support.getAttribute('href'), links.footer.support.header);
        assert.equal((await support.textContent())?.trim(), 'Support');

        const search = page.getByTestId('search-link');
        assert.equal(await search.getAttribute('href'), '/search/');
        assert.equal((await search.textContent())?.trim(), 'Search');

        const signIn = page.getByTestId('sign-in-link');
        assert.equal((await signIn.innerText()).trim(), 'Sign in');
        assert.equal(
          await signIn.getAttribute('href'),
          `/account/login?returnTo=${encodeURIComponent('/cloud/?from=e2e#intro')}`,
        );

        const desktop = width >= 1025;
        assert.equal(await page.getByRole('navigation', { name: 'Main' }).isVisible(), desktop);
        assert.equal(await visible(page, 'menu-button'), !desktop, 'the menu button shows below 1025px');
        const items = page.getByTestId('header-nav-item');
        assert.deepEqual(
          await visibleLabels(page, 'header-nav-item'),
          links.header.map((item) => item.title),
        );
        assert.deepEqual(
          await items.evaluateAll((els) => els.map((el) => el.getAttribute('aria-current'))),
          links.header.map((item) => (item.id === 'documentation' ? 'true' : null)),
          'Documentation counts as selected on /cloud/',
        );
        assert.equal(await visible(page, 'changelog-indicator'), desktop);

        if (desktop) {
          const build = links.header.find((item) => item.children.length > 0)!;
          const item = page.getByTestId('header-nav-item').filter({ hasText: build.title });
          const entry = page.locator('li[data-open]').filter({ has: item });
          const dropdown = entry.getByTestId('header-dropdown');
          assert.equal(await dropdown.isVisible(), false);
          await item.hover();
          await dropdown.waitFor({ state: 'visible' });
          assert.deepEqual(
            (await dropdown.locator('a').allTextContents()).map((text) =>
              text.replace('(opens in a new tab)', '').trim(),
            ),
            build.children.map((child) => child.title),
          );
          assert.equal(
            await entry.getByTestId('header-submenu-toggle').getAttribute('aria-expanded'),
            'true',
          );
          await page.mouse.move(width / 2, 600);
          await dropdown.waitFor({ state: 'hidden' });
        }

        // A navigation click sends a 'clicked' event with the link's href and title.
        await page.evaluate(() =>
          document.addEventListener('click', (event) => event.preventDefault(), { once: true }),
        );
        await search.click();
        const click = (await analyticsEvents(page)).find(
          (event) => event['actionSubjectId'] === 'globalSearch',
        );
        assert.deepEqual(click, {
          eventType: 'ui',
          action: 'clicked',
          actionSubject: 'button',
          actionSubjectId: 'globalSearch',
          attributes: { href: '/search/', title: 'Search' },
        });
        assert.deepEqual(view.pageErrors, []);
        // The island hydrates onto its server HTML without a mismatch (React logs one as an error).
        assert.deepEqual(
          consoleErrors.filter((text) => /hydrat|#418|#423|#425/i.test(text)),
          [],
        );
        await view.screenshot('header', { fullPage: false });

        await view.goto('/');
        const home2 = await page.getByTestId('site-header').evaluate((el) => ({
          transparent: el.getAttribute('data-transparent'),
          background: getComputedStyle(el).backgroundColor,
        }));
        assert.deepEqual(home2, { transparent: 'true', background: 'rgba(0, 0, 0, 0)' });
      },
      { widths: ALL_WIDTHS },
    );
  });
});
