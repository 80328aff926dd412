/**
 * Runs a check once per viewport width, each in a fresh browser context, as subtests named "<width>px".
 */
import type { TestContext } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { browser } from './browser.ts';
import { saveScreenshot } from './screenshots.ts';
import { portal } from './server.ts';

/** Phone, tablet portrait and desktop: what every responsive check runs at by default. */
export const DEFAULT_WIDTHS: readonly number[] = [375, 768, 1280];
/** Adds the tablet-landscape/desktop boundary (1024) and a wide desktop (1440). */
export const ALL_WIDTHS: readonly number[] = [375, 768, 1024, 1280, 1440];
export const VIEWPORT_HEIGHT = 900;

/** Options for the browser context of a view. */
export interface ViewOptions {
  colorScheme?: 'light' | 'dark';
  /** Emulated prefers-contrast; unset means no preference. */
  contrast?: 'no-preference' | 'more';
  height?: number;
}

/** One page at one width, with helpers bound to the spec and the portal. */
export interface View {
  spec: string;
  width: number;
  page: Page;
  /** Uncaught exceptions thrown in the page so far. */
  pageErrors: string[];
  /** Navigates to a site path (or absolute URL) and returns the main response. */
  goto: (path: string) => Promise<Response>;
  /** Saves test-results/screenshots/<spec>/<name>-<width>.png and returns its path. */
  screenshot: (name: string, options?: { fullPage?: boolean }) => Promise<string>;
  close: () => Promise<void>;
}

/** Opens a page at `width` in a fresh context of the shared browser. Close it when done. */
export async function openView(spec: string, width: number, options: ViewOptions = {}): Promise<View> {
  const context = await (
    await browser()
  ).newContext({
    viewport: { width, height: options.height ?? VIEWPORT_HEIGHT },
    colorScheme: options.colorScheme ?? 'light',
    contrast: options.contrast ?? 'no-preference',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(60_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    spec,
    width,
    page,
    pageErrors,
    goto: async (path) => {
      const url = /^https?:/.test(path) ? path : (await portal()).url(path);
      const response = await page.goto(url);
      if (!response) throw new Error(`No response for ${url}`);
      return response;
    },
    screenshot: (name, shotOptions) => saveScreenshot(page, spec, name, shotOptions),
    close: () => context.close(),
  };
}

/**
 * Runs `check` at each width (DEFAULT_WIDTHS unless given) as a subtest of `t`. When a check fails,
 * a screenshot named "failed-<test name>" is saved before the error is reported.
 */
export async function atWidths(
  t: TestContext,
  spec: string,
  check: (view: View) => Promise<void>,
  options: ViewOptions & { widths?: readonly number[] } = {},
): Promise<void> {
  for (const width of options.widths ?? DEFAULT_WIDTHS) {
    await t.test(`${width}px`, async () => {
      const view = await openView(spec, width, options);
      try {
        await check(view);
      } catch (error) {
        const shot = await view.screenshot(`failed-${t.name}`).catch(() => undefined);
        if (shot) console.error(`Screenshot of the failure: ${shot}`);
        throw error;
      } finally {
        await view.close();
      }
    });
  }
}
