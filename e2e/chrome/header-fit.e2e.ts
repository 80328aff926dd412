/**
 * The global header's row fits its width (spec §2.3): in every locale and at every
 * width no labelled control is drawn over another or outside the 1232px content box and nothing
 * scrolls sideways. On desktop the search entry turns into an icon (keeping its name), then the
 * items that do not fit move, in order, into a 'More' menu that works with the keyboard; labels of
 * any length keep the row intact, and fitting it after hydration moves nothing already painted
 * (CLS 0). One page load per locale and width.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { GlobalLinksSchema } from '../../src/schemas/global-links.ts';
import { pseudoLocalize } from '../../src/core/i18n/pseudo-locale.ts';
import { ALL_WIDTHS, e2eSpec, portal, waitForHydration, type View } from '../harness/index.ts';
import { REPO_ROOT } from '../harness/paths.ts';

const spec = e2eSpec(import.meta.url);
const links = GlobalLinksSchema.parse(
  parse(readFileSync(join(REPO_ROOT, 'content', 'global-links.yaml'), 'utf8')),
);
const TITLES = links.header.map((item) => item.title);
/** The five widths, plus the desktop band's first width and both sides of the logo switch. */
const FIT_WIDTHS = [...ALL_WIDTHS, 1025, 1124, 1125].sort((a, b) => a - b);
type Locale = 'en' | 'fr' | 'en_ZZ';
const SEARCH: Record<Locale, string> = { en: 'Search', fr: 'Rechercher', en_ZZ: pseudoLocalize('Search') };
const MORE: Record<Locale, string> = { en: 'More', fr: 'Plus', en_ZZ: pseudoLocalize('More') };

/** Loads /cloud/ in `locale` and waits for the header island, and on desktop for its fitted row. */
async function load(view: View, locale: Locale): Promise<void> {
  const url = (await portal()).baseUrl;
  await view.page.context().addCookies([
    { name: 'portico_consent_test', value: 'v1:1', url },
    { name: 'portico_locale', value: locale, url },
  ]);
  await view.goto('/cloud/');
  await view.page.waitForFunction((desktop) => {
    const island = document.querySelector('[data-testid="site-header"]')?.closest('astro-island');
    const fitted = !desktop || document.querySelector('nav[data-measured]') !== null;
    return island?.hasAttribute('ssr') === false && fitted;
  }, view.width >= 1025);
}

/** The header as seen: overlapping or out-of-box controls, sideways scroll, items in the bar and in More. */
function headerRow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('[data-testid="site-header"]')!;
    const box = header.firstElementChild!.getBoundingClientRect();
    // getComputedStyle first: it brings the style up to date, which checkVisibility may not do.
    const shown = (el: Element) =>
      getComputedStyle(el).visibility === 'visible' &&
      el.checkVisibility() &&
      el.getBoundingClientRect().width > 0 &&
      el.closest('[hidden]') === null;
    const text = (el: Element) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hint) => hint.remove());
      return copy.textContent?.trim() ?? '';
    };
    const controls = [...header.querySelectorAll('a, button')].filter(shown);
    const labelled = controls.filter((el) => text(el) !== '');
    const overlaps: string[] = [];
    for (const [i, a] of labelled.entries()) {
      for (const b of labelled.slice(i + 1)) {
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (x > 1 && y > 1) overlaps.push(`${text(a)} / ${text(b)}`);
      }
    }
    const outside = controls.filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
    });
    const search = header.querySelector('[data-testid="search-link"]')!;
    const more = header.querySelector('[data-testid="header-more-button"]');
    return {
      overlaps,
      outside: outside.map(text),
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      bar: [...header.querySelectorAll('[data-testid="header-nav-item"]')].filter(shown).map(text),
      inMore: [...header.querySelectorAll('[data-testid="header-more-item"]')].map(text),
      more: more !== null && shown(more) ? text(more) : undefined,
      searchName: search.textContent?.trim(),
      searchTitle: search.getAttribute('title'),
      // The label is shown unless it is visually hidden (a 1px box): the entry is then an icon.
      searchLabelShown: [...search.querySelectorAll('span')].some((s) => s.getBoundingClientRect().width > 1),
    };
  });
}

type Row = Awaited<ReturnType<typeof headerRow>>;

function assertRowIntact(row: Row, at: string): void {
  assert.deepEqual(row.overlaps, [], `${at}: controls overlap`);
  assert.deepEqual(row.outside, [], `${at}: controls outside the 1232px content box`);
  assert.ok(row.sideways <= 0, `${at} scrolls sideways by ${row.sideways}px`);
}

/**
 * Records every layout shift that moved something in the site header, with what moved, from
 * before the page's first script. Shifts elsewhere on the page are the reader sweep's subject.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const found: string[] = [];
    Object.assign(window, { headerFitShifts: found });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        const inHeader = ({ node }: { node: Node | null }) =>
          node instanceof Element && node.closest('[data-testid="site-header"]') !== null;
        if (entry.hadRecentInput || !entry.sources.some(inHeader)) continue;
        const moved = entry.sources.map(({ node, previousRect: was, currentRect: now }) => {
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${(node.getAttribute('class') ?? '').split(' ')[0]}`
              : String(node?.nodeName);
          return `${name} ${Math.round(was.x)},${Math.round(was.y)} → ${Math.round(now.x)},${Math.round(now.y)}`;
        });
        found.push(`${entry.value.toFixed(4)} (${moved.join(', ')})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since the page started, including those not delivered yet. */
const shiftsSoFar = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return (window as unknown as { headerFitShifts: string[] }).headerFitShifts;
  });

describe('header fit', () => {
  it('fitting the row after hydration moves nothing painted in the header, on a docs page and /cloud/', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await recordShifts(view.page);
        // The banner's own shifts are page-chrome.e2e.ts's subject: it is left out here.
        await view.page.addInitScript(() => localStorage.setItem('shouldDismissBanner', 'true'));
        for (const locale of ['en', 'fr', 'en_ZZ'] as const) {
          for (const path of ['/platform/forge/getting-started/', '/cloud/']) {
            const url = (await portal()).baseUrl;
            await view.page.context().addCookies([
              { name: 'portico_consent_test', value: 'v1:1', url },
              { name: 'portico_locale', value: locale, url },
            ]);
            await view.goto(path);
            await waitForHydration(view.page, { interaction: false });
            if (view.width >= 1025)
              await view.page.locator('nav[data-measured]').waitFor({ state: 'attached' });
            assert.deepEqual(await shiftsSoFar(view.page), [], `${locale} ${path} at ${view.width}px`);
          }
        }
      },
      { widths: [1024, 1280, 1440] },
    );
  });

  it('paints no frame before the row is fitted, also on a slow machine (CPU 6× slower)', async (t) => {
    // A frame painted before the fit script ran showed the labelled search, which the fit then
    // collapsed, moving the actions (seen at 1280px in fr and en_ZZ under load). Slowed down, that
    // frame came about one load in three: eight loads would all have to miss it.
    await spec.atWidths(
      t,
      async (view) => {
        await recordShifts(view.page);
        await view.page.addInitScript(() => localStorage.setItem('shouldDismissBanner', 'true'));
        const cdp = await view.page.context().newCDPSession(view.page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        const url = (await portal()).baseUrl;
        await view.page.context().addCookies([
          { name: 'portico_consent_test', value: 'v1:1', url },
          { name: 'portico_locale', value: 'fr', url },
        ]);
        for (let load = 1; load <= 8; load += 1) {
          await view.goto('/cloud/');
          await view.page.locator('nav[data-measured]').waitFor({ state: 'attached' });
          assert.deepEqual(await shiftsSoFar(view.page), [], `load ${load}`);
        }
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      },
      { widths: [1280] },
    );
  });

  it('fits the row in en, fr and en_ZZ: no overlap, nothing outside the box, each item in the bar or More', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        for (const locale of ['en', 'fr', 'en_ZZ'] as const) {
          await load(view, locale);
          const row = await headerRow(view.page);
          const at = `${locale} at ${view.width}px`;
          assertRowIntact(row, at);
          assert.equal(row.searchName, SEARCH[locale], `${at}: the search entry keeps its name`);
          assert.equal(row.searchTitle, SEARCH[locale], `${at}: and its tooltip`);
          if (view.width < 1025) {
            assert.deepEqual([row.bar, row.more], [[], undefined], `${at}: the menu button stands in`);
            continue;
          }
          assert.deepEqual([...row.bar, ...row.inMore], TITLES, `${at}: every item, once, in order`);
          assert.equal(row.more, row.inMore.length > 0 ? MORE[locale] : undefined, `${at}: More when needed`);
          if (view.width >= 1232) {
            // The full box has room for every item: fr and en_ZZ by showing the search as an icon.
            assert.deepEqual(row.inMore, [], `${at}: every item fits the 1232px box`);
            if (locale === 'en') assert.equal(row.searchLabelShown, true, `${at}: labelled search`);
          }
          if (locale === 'en_ZZ') await view.screenshot('en_ZZ-header', { fullPage: false });
        }
      },
      { widths: FIT_WIDTHS },
    );
  });

  it('moves items with long labels into More, which works with the keyboard and a pointer', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await load(view, 'en');
        if (view.width < 1025) {
          assert.equal(await page.getByTestId('header-more-button').isVisible(), false);
          assert.equal(await page.getByTestId('menu-button').isVisible(), true);
          return;
        }
        // Labels far longer than any translation: the item's, Support's and Sign in's.
        await page.evaluate(() => {
          const items = document.querySelectorAll('[data-testid="header-nav-item"]');
          items[2]!.firstChild!.textContent = 'Build, test, publish and monitor apps on every platform';
          document.querySelector('[data-testid="support-link"]')!.textContent =
            'Support, help centre and service status for every product';
          document.querySelector('[data-testid="sign-in-link"]')!.textContent =
            'Sign in with your organisation’s single sign-on account';
        });
        const button = page.getByTestId('header-more-button');
        await button.waitFor({ state: 'visible' });
        const row = await headerRow(page);
        assertRowIntact(row, `long labels at ${view.width}px`);
        assert.deepEqual(row.bar, TITLES.slice(0, row.bar.length));
        assert.deepEqual(row.inMore, TITLES.slice(row.bar.length));
        assert.ok(row.inMore.includes(TITLES[2]!), 'the long item is in More');

        // Keyboard: Tab from the last item in the bar reaches More, with a visible focus ring.
        await page
          .getByTestId('header-nav-item')
          .nth(row.bar.length - 1)
          .focus();
        await page.keyboard.press('Tab');
        if (row.bar.length > 0 && links.header[row.bar.length - 1]!.children.length > 0) {
          await page.keyboard.press('Tab'); // the item's dropdown toggle comes first
        }
        const focus = await page.evaluate(() => ({
          testId: document.activeElement?.getAttribute('data-testid'),
          outline: getComputedStyle(document.activeElement!).outlineStyle,
        }));
        assert.deepEqual(focus, { testId: 'header-more-button', outline: 'solid' });
        await page.keyboard.press('Enter');
        const panel = page.getByTestId('header-more-panel');
        await panel.waitFor({ state: 'visible' });
        assert.equal(await button.getAttribute('aria-expanded'), 'true');
        assert.equal(await button.getAttribute('aria-controls'), await panel.getAttribute('id'));
        const panelBox = (await panel.boundingBox())!;
        assert.ok(panelBox.x >= 0 && panelBox.x + panelBox.width <= view.width, 'the panel stays on screen');
        await view.screenshot('more-open', { fullPage: false });
        await page.keyboard.press('Tab');
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
          'header-more-item',
        );
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
          'header-more-button',
        );

        // Pointer: a click opens it, a press outside (beside the panel, on the page) closes it.
        await button.click();
        await panel.waitFor({ state: 'visible' });
        await page.mouse.click(panelBox.x > 24 ? 8 : view.width - 8, 500);
        await panel.waitFor({ state: 'hidden' });
        assert.equal(await button.getAttribute('aria-expanded'), 'false');
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: ALL_WIDTHS },
    );
  });
});
