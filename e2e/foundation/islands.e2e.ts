/**
 * client:interaction (src/ui/kit/islands): islands that do nothing until used load no JavaScript up
 * front, hydrate when the reader reaches for them, and lose nothing done before they hydrated: a
 * click on a button is replayed, and a select changed before hydration still takes effect.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, portal, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/platform/forge/getting-started/';

/** Names of the islands still waiting to hydrate. */
const waiting = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('astro-island[ssr]')].map(
      (island) => (JSON.parse(island.getAttribute('opts') ?? '{}') as { name?: string }).name ?? '?',
    ),
  );

/** Whether a script whose URL contains `part` was requested. */
const requested = (urls: readonly string[], part: string) => urls.some((url) => url.includes(part));

describe('islands that hydrate on interaction', () => {
  it('load nothing up front, then hydrate and replay a click made before hydration', async () => {
    const view = await spec.open(1280);
    try {
      const scripts: string[] = [];
      view.page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await view.page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: (await portal()).url('/') });
      await view.goto(PAGE);
      await waitForHydration(view.page, { interaction: false });
      await view.page.waitForLoadState('networkidle');
      const before = await waiting(view.page);
      for (const name of ['ProductHeader', 'ArticleEnhancer', 'FooterControls']) {
        assert.ok(
          before.includes(name),
          `${name} waits for the reader (still server HTML): ${before.join(', ')}`,
        );
      }
      for (const part of ['article-enhancer', 'product-header', 'footer-controls', 'theme-control']) {
        assert.equal(requested(scripts, part), false, `${part} is not loaded before interaction`);
      }

      // The first thing the reader does is click Copy: the island hydrates and the click counts.
      const block = view.page.locator('figure.code-block').first();
      const button = block.locator('button.code-copy');
      await button.dispatchEvent('click');
      await view.page.waitForFunction(
        (el) => el?.textContent?.trim() === 'Copied',
        await button.elementHandle(),
      );
      const code = await block.locator('pre code').innerText();
      assert.equal((await view.page.evaluate(() => navigator.clipboard.readText())).trim(), code.trim());
      assert.ok(requested(scripts, 'article-enhancer'), 'the article code loaded on the click');
      assert.equal((await waiting(view.page)).includes('ArticleEnhancer'), false);
    } finally {
      await view.close();
    }
  });

  it('keeps a select changed before hydration, and hydrates on focus from the keyboard', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto(PAGE);
      await waitForHydration(view.page, { interaction: false });
      const color = view.page.getByTestId('theme-color-mode');
      // A change that reaches the island before it has hydrated (no pointer, no focus first).
      await color.evaluate((select: HTMLSelectElement) => {
        select.value = 'dark';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await view.page.waitForFunction(() => document.documentElement.dataset['colorMode'] === 'dark');
      const cookie = (await view.page.context().cookies()).find((c) => c.name === 'portico_theme');
      assert.match(cookie?.value ?? '', /^dark/);

      // Keyboard: focusing a product-header control hydrates that island.
      assert.ok((await waiting(view.page)).includes('ProductHeader'));
      await view.page.getByTestId('product-header').locator('a, button').first().focus();
      await view.page.waitForFunction(
        () =>
          !document
            .querySelector('[data-testid="product-header"]')
            ?.closest('astro-island')
            ?.hasAttribute('ssr'),
      );
    } finally {
      await view.close();
    }
  });

  it('selects a tab named in the URL on load: the article island then hydrates without waiting', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto(PAGE);
      const tabs = view.page.locator('.tabs').first();
      const tabsId = (await tabs.getAttribute('data-tabs-id')) ?? '';
      assert.notEqual(tabsId, '');
      const html = await (await fetch((await portal()).url(`${PAGE}?tabId=${tabsId}&tab=windows`))).text();
      assert.match(html, /<astro-island[^>]*article-enhancer[^>]*client="idle"/);
      const plain = await (await fetch((await portal()).url(PAGE))).text();
      assert.match(plain, /<astro-island[^>]*article-enhancer[^>]*client="interaction"/);
      await view.goto(`${PAGE}?tabId=${tabsId}&tab=windows`);
      const windows = tabs.getByRole('tab', { name: 'Windows' });
      await view.page.waitForFunction(
        (el) => el?.getAttribute('aria-selected') === 'true',
        await windows.elementHandle(),
      );
    } finally {
      await view.close();
    }
  });
});
