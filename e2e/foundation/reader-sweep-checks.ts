/**
 * The reader sweep's page checks: opening a page in a theme and locale as a returning reader
 * would (cookies), waiting until it has settled, its cumulative layout shift and what sticks out
 * sideways. Each check returns what it found so the sweep can report all of them for a row.
 */
import type { Page } from 'playwright-core';
import { portal, waitForHydration, type View } from '../harness/index.ts';
import type { SweepTheme } from './reader-sweep-plan.ts';

/** One layout shift: its score and the elements that moved. */
export interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    sweepShifts?: Shift[];
    sweepShiftObserver?: PerformanceObserver;
  }
}

/**
 * Sets the theme, locale and consent cookies (the consent dialog is consent.e2e.ts's subject, and
 * here it would cover the page), and starts recording layout shifts before any script of the page.
 */
export async function prepare(view: View, theme: SweepTheme, locale: string): Promise<void> {
  const url = (await portal()).baseUrl;
  await view.page.context().addCookies([
    { name: 'portico_theme', value: theme.cookie, url },
    { name: 'portico_locale', value: locale, url },
    { name: 'portico_consent_test', value: 'v1:1', url },
  ]);
  await view.page.addInitScript(() => {
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(gone)';
      const testId = node.getAttribute('data-testid');
      const cls = typeof node.className === 'string' ? node.className.split(/\s+/)[0] : '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls}` : ''}`;
    };
    window.sweepShifts = [];
    window.sweepShiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.sweepShifts?.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
      }
    });
    window.sweepShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until the page is as a reader finally sees it before touching it: loaded, every island
 * hydrated but those waiting for an interaction (the harness scrolls client:visible ones into
 * view and back), web fonts in, the announcement banner shown, and two frames painted after that.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitForHydration(page, { interaction: false });
  await page.getByTestId('announcement-banner').waitFor({ state: 'visible' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** The layout shifts recorded since the page started, including ones not yet delivered. */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => {
    const pending = window.sweepShiftObserver?.takeRecords() ?? [];
    const late = (pending as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({ value: entry.value, sources: ['(late entry)'] }));
    return [...(window.sweepShifts ?? []), ...late];
  });
}

/** How far the page scrolls sideways, and the outermost elements that reach past the viewport. */
export async function sidewaysOverflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const excess = document.documentElement.scrollWidth - viewport;
    const culprits: string[] = [];
    if (excess > 0) {
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= viewport + 0.5) continue;
        // Report the outermost one only: its descendants overflow with it.
        const parent = el.parentElement?.getBoundingClientRect();
        if (parent && parent.right > viewport + 0.5) continue;
        const testId = el.getAttribute('data-testid');
        const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
        culprits.push(
          `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls}` : ''} right=${Math.round(box.right)}`,
        );
        if (culprits.length >= 5) break;
      }
    }
    return { excess, culprits };
  });
}
