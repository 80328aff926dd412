/**
 * Shared by the REST browser specs: axe in the four themes (the colour rules only after the
 * first, which runs the full set), switched live on one loaded page as the theme control does.
 */
import { AssertionError } from 'node:assert';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../harness/index.ts';

const THEMES = [
  { name: 'light', colorMode: 'light', contrastMode: 'standard', rules: undefined },
  { name: 'dark', colorMode: 'dark', contrastMode: 'standard', rules: ['color-contrast'] },
  {
    name: 'increased-light',
    colorMode: 'light',
    contrastMode: 'increased',
    rules: ['color-contrast', 'color-contrast-enhanced'],
  },
  {
    name: 'increased-dark',
    colorMode: 'dark',
    contrastMode: 'increased',
    rules: ['color-contrast', 'color-contrast-enhanced'],
  },
] as const;

/** Runs axe on `page` in every theme; the failure names the theme. */
export async function axeInEveryTheme(page: Page, include?: string[]): Promise<void> {
  for (const theme of THEMES) {
    await page.evaluate(({ colorMode, contrastMode }) => {
      document.documentElement.setAttribute('data-color-mode', colorMode);
      document.documentElement.setAttribute('data-contrast-mode', contrastMode);
    }, theme);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    try {
      await expectNoAxeViolations(page, {
        ...(theme.rules ? { rules: [...theme.rules] } : {}),
        ...(include ? { include } : {}),
      });
    } catch (error) {
      if (!(error instanceof AssertionError)) throw error;
      throw new AssertionError({ message: `[${theme.name} theme] ${error.message}` });
    }
  }
}

/** How far the page scrolls sideways (0 when it does not). */
export const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
