/**
 * axe-core finds no violations on /, /cloud/, /server/, a documentation page and an MDX page in
 * every theme as the device asks for it (the reader's choice left on 'auto': light, dark, and
 * increased contrast in both), which CSS reaches through media queries. The themes a reader picks
 * (the <html> attributes, see theme.e2e.ts) are the reader sweep's, at every width
 * (foundation/reader-sweep.e2e.ts), so this spec needs one width. Each page loads once and
 * switches the device preference live.
 *
 * A theme changes colours only, so axe's full rule set runs once per page (in light) and the
 * colour rules run in every other theme. Increased contrast must also pass axe's AAA rule
 * (color-contrast-enhanced: 7:1 text), which is off by default.
 */
import { AssertionError } from 'node:assert';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, expectNoAxeViolations, type View } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGES = [
  ['home', '/'],
  ['cloud', '/cloud/'],
  ['server', '/server/'],
  ['docs', '/platform/forge/getting-started/'],
  // Cards, badges, steps, a file tree and callouts made from MDX components.
  ['mdx', '/portico/authoring/mdx/'],
] as const;

interface Theme {
  name: string;
  /** Device preferences. */
  device: { colorScheme: 'light' | 'dark'; contrast: 'no-preference' | 'more' };
  /** The reader's choice on <html>. */
  choice: { colorMode: 'auto' | 'light' | 'dark'; contrastMode: 'auto' | 'standard' | 'increased' };
  /** axe rules to run; undefined runs the full default set. */
  rules?: string[];
}
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const AAA_RULES = [...COLOUR_RULES, 'color-contrast-enhanced'];
const THEMES: readonly Theme[] = [
  {
    name: 'light',
    device: { colorScheme: 'light', contrast: 'no-preference' },
    choice: { colorMode: 'auto', contrastMode: 'auto' },
  },
  {
    name: 'dark',
    device: { colorScheme: 'dark', contrast: 'no-preference' },
    choice: { colorMode: 'auto', contrastMode: 'auto' },
    rules: COLOUR_RULES,
  },
  {
    name: 'increased-light',
    device: { colorScheme: 'light', contrast: 'more' },
    choice: { colorMode: 'auto', contrastMode: 'auto' },
    rules: AAA_RULES,
  },
  {
    name: 'increased-dark',
    device: { colorScheme: 'dark', contrast: 'more' },
    choice: { colorMode: 'auto', contrastMode: 'auto' },
    rules: AAA_RULES,
  },
];

async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia(theme.device);
  await page.evaluate(({ colorMode, contrastMode }) => {
    document.documentElement.setAttribute('data-color-mode', colorMode);
    document.documentElement.setAttribute('data-contrast-mode', contrastMode);
  }, theme.choice);
  // Reduced motion still runs 0.01ms transitions: let them finish before axe reads colours.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Every island but client:media/interaction ones (which wait for their moment) has hydrated; the banner is in. */
async function settled(view: View): Promise<void> {
  await view.page.waitForFunction(
    () =>
      document.querySelectorAll('astro-island[ssr]:not([client="media"]):not([client="interaction"])')
        .length === 0,
  );
  await view.page.getByTestId('announcement-banner').waitFor({ state: 'visible' });
}

describe('accessibility in every theme', () => {
  it('has no axe violations on any screen in light, dark and increased contrast', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        for (const [name, path] of PAGES) {
          await view.goto(path);
          await settled(view);
          for (const theme of THEMES) {
            await applyTheme(view.page, theme);
            try {
              await expectNoAxeViolations(view.page, theme.rules ? { rules: theme.rules } : {});
            } catch (error) {
              if (!(error instanceof AssertionError)) throw error;
              throw new AssertionError({ message: `[${theme.name} theme] ${error.message}` });
            }
            await view.screenshot(`${name}-${theme.name}`, { fullPage: false });
          }
        }
      },
      { widths: [1280] },
    );
  });
});
