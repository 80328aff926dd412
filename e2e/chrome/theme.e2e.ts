/**
 * Themes (spec §3 theme settings, §4 colour mode): 'auto' follows the device live,
 * the theme control switches at once and persists in a cookie, and the server paints the saved
 * theme in the HTML itself (no flash, no script). Shiki code follows the colour mode.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { ALL_WIDTHS, e2eSpec, portal, type View } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);

// Body background and text of each theme (src/ui/styles/tokens.css).
const LIGHT = { bg: 'rgb(255, 255, 255)', text: 'rgb(23, 43, 77)' };
const DARK = { bg: 'rgb(29, 33, 37)', text: 'rgb(222, 228, 234)' };
const LIGHT_INCREASED = { bg: 'rgb(255, 255, 255)', text: 'rgb(9, 30, 66)' };
const DARK_INCREASED = { bg: 'rgb(16, 18, 20)', text: 'rgb(255, 255, 255)' };

const colours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { bg: style.backgroundColor, text: style.color };
  });
/**
 * Waits until the body shows `expected`, then checks it. The harness reduces motion, which makes
 * every property change a 0.01ms transition: a read in the same frame can still see the old value.
 */
async function expectColours(page: Page, expected: { bg: string; text: string }, message?: string) {
  await page
    .waitForFunction(
      (want) => {
        const style = getComputedStyle(document.body);
        return style.backgroundColor === want.bg && style.color === want.text;
      },
      expected,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  assert.deepEqual(await colours(page), expected, message);
}
const htmlAttr = (page: Page, name: string) =>
  page.evaluate((n) => document.documentElement.getAttribute(n), name);
const metaColorScheme = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'));

/** The theme control the reader can see at this width (footer or mobile drawer), hydrated. */
async function visibleControl(view: View): Promise<{ color: Locator; contrast: Locator }> {
  const color = view.page.getByRole('combobox', { name: 'Colour mode' }).filter({ visible: true }).first();
  await color.scrollIntoViewIfNeeded();
  // The footer's controls hydrate when the reader reaches for them (client:interaction): here by
  // focus, as the first-visit consent banner may cover them from the pointer.
  await color.focus();
  await view.page.waitForFunction(
    (el) => el !== null && el.closest('astro-island[ssr]') === null,
    await color.elementHandle(),
  );
  const group = view.page.getByRole('group', { name: 'Theme' }).filter({ has: color });
  return { color, contrast: group.getByRole('combobox', { name: 'Contrast' }) };
}

describe('themes', () => {
  it('auto follows the device live; the control switches at once, persists, and is painted from the first frame', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/cloud/');
        assert.equal(await htmlAttr(page, 'data-color-mode'), 'auto');
        assert.equal(await htmlAttr(page, 'data-contrast-mode'), 'auto');
        assert.equal(await metaColorScheme(page), 'light dark');
        await expectColours(page, LIGHT);

        // Auto: the device preference applies live, without reload or script.
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectColours(page, DARK);
        await page.emulateMedia({ contrast: 'more' });
        await expectColours(page, DARK_INCREASED);
        await page.emulateMedia({ colorScheme: 'light' });
        await expectColours(page, LIGHT_INCREASED);
        await page.emulateMedia({ contrast: 'no-preference' });
        await expectColours(page, LIGHT);

        // The control: exact labels and options.
        const { color, contrast } = await visibleControl(view);
        assert.deepEqual(await color.locator('option').allInnerTexts(), ['Auto', 'Light', 'Dark']);
        assert.deepEqual(await contrast.locator('option').allInnerTexts(), ['Auto', 'Standard', 'Increased']);

        // A choice applies at once, without reload, and beats the device preference.
        await color.selectOption('dark');
        await page.waitForFunction(() => document.documentElement.dataset['colorMode'] === 'dark');
        await expectColours(page, DARK);
        assert.equal(await metaColorScheme(page), 'dark');
        await contrast.selectOption('increased');
        await page.waitForFunction(() => document.documentElement.dataset['contrastMode'] === 'increased');
        await expectColours(page, DARK_INCREASED);
        const cookie = (await page.context().cookies()).find((c) => c.name === 'portico_theme');
        assert.equal(cookie?.value, 'dark.increased');
        assert.equal(cookie?.path, '/');
        await view.screenshot('dark-increased', { fullPage: false });

        // No flash: the choice is on <html> before the first frame is drawn (a head script paints
        // it, so the page itself stays the same for every reader and caches may keep it).
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            const root = document.documentElement;
            const scheme = document.querySelector('meta[name="color-scheme"]')?.getAttribute('content');
            Object.assign(window, {
              firstFrameTheme: `${root.dataset['colorMode']} ${root.dataset['contrastMode']} ${scheme}`,
            });
          });
        });
        const html = await (await page.request.get(page.url())).text();
        assert.match(html, /<html[^>]*\sdata-color-mode="auto"/, 'the page is rendered in the default theme');

        // After a reload the choice is still there, and the light device preference does not win.
        await page.reload();
        assert.equal(
          await page.evaluate(() => (window as unknown as { firstFrameTheme: string }).firstFrameTheme),
          'dark increased dark',
        );
        assert.equal(await htmlAttr(page, 'data-color-mode'), 'dark');
        await expectColours(page, DARK_INCREASED);
        const again = await visibleControl(view);
        assert.equal(await again.color.inputValue(), 'dark');
        assert.equal(await again.contrast.inputValue(), 'increased');

        // Back to light and standard, by keyboard only.
        await again.color.focus();
        await page.keyboard.press('ArrowUp');
        await page.waitForFunction(() => document.documentElement.dataset['colorMode'] === 'light');
        await again.contrast.selectOption('standard');
        await page.waitForFunction(() => document.documentElement.dataset['contrastMode'] === 'standard');
        await page.emulateMedia({ colorScheme: 'dark', contrast: 'more' });
        await expectColours(page, LIGHT, 'an explicit choice ignores the device');
        await view.screenshot('light-standard', { fullPage: false });
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: ALL_WIDTHS },
    );
  });

  it('colours Shiki code with the light or dark palette of the current colour mode', async () => {
    const { url } = await portal();
    for (const mode of ['light', 'dark'] as const) {
      const view = await spec.open(1280);
      try {
        await view.page
          .context()
          .addCookies([{ name: 'portico_theme', value: `${mode}.auto`, url: url('/') }]);
        await view.goto('/platform/forge/getting-started/');
        const result = await view.page.evaluate((m) => {
          // A token with a colour of its own (its class sets the palette's custom properties).
          const span = document.querySelector<HTMLElement>('.shiki .line span[class^="c"]');
          const pre = document.querySelector<HTMLElement>('pre.shiki');
          if (!span || !pre) return undefined;
          const hex = (value: string) => {
            const probe = document.createElement('i');
            probe.style.color = value;
            document.body.append(probe);
            const rgb = getComputedStyle(probe).color;
            probe.remove();
            return rgb;
          };
          return {
            color: getComputedStyle(span).color,
            expected: hex(getComputedStyle(span).getPropertyValue(`--shiki-${m}`).trim()),
            bg: getComputedStyle(pre).backgroundColor,
            expectedBg: hex(getComputedStyle(pre).getPropertyValue(`--shiki-${m}-bg`)),
          };
        }, mode);
        assert.ok(result, 'the page has a highlighted code block');
        assert.equal(result.color, result.expected, `${mode} token colour`);
        assert.equal(result.bg, result.expectedBg, `${mode} code background`);
        await view.page.locator('pre.shiki').first().scrollIntoViewIfNeeded();
        await view.screenshot(`code-${mode}`, { fullPage: false });
      } finally {
        await view.close();
      }
    }
  });
});
