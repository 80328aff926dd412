/** Documentation pages: product header, side nav, on-this-page, anchors, code copy, tabs, links. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { e2eSpec, portal, type View, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/platform/forge/getting-started/';

async function withClipboard(view: View): Promise<void> {
  await view.page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: (await portal()).url('/') });
}

const hydrated = (view: View) => waitForHydration(view.page);

describe('documentation page', () => {
  it('renders the product header, side nav and on-this-page by width', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        assert.equal((await view.goto(PAGE)).status(), 200);
        assert.match(await view.page.title(), /^Getting started/);
        const header = view.page.getByTestId('product-header');
        assert.equal(await header.getAttribute('data-appearance'), 'legacy');
        assert.match((await header.textContent()) ?? '', /Developer/);
        const sideNav = view.page.locator('nav a[aria-current="page"]').first();
        const tocVisible = await view.page
          .getByTestId('on-this-page')
          .isVisible()
          .catch(() => false);
        if (view.width >= 1440) {
          assert.equal(await sideNav.isVisible(), true, 'side nav marks the current page');
          assert.equal(tocVisible, true);
          const toc = await view.page.getByTestId('on-this-page').locator('a').allInnerTexts();
          const h2 = await view.page.locator('[data-article-root] h2').allInnerTexts();
          assert.deepEqual(
            toc.map((s) => s.trim()),
            h2.map((s) => s.trim()),
          );
        } else if (view.width === 375) {
          assert.equal(tocVisible, false);
          assert.equal(await view.page.getByTestId('docs-nav-trigger').isVisible(), true);
        }
        assert.deepEqual(view.pageErrors, []);
        await view.screenshot('docs-page');
      },
      { widths: [375, 768, 1280, 1440] },
    );
  });

  it('highlights the heading being read in the on-this-page list, and a followed link at once', async () => {
    const view = await spec.open(1440);
    try {
      await view.goto(PAGE);
      const toc = view.page.getByTestId('on-this-page');
      const ids = await view.page
        .locator('[data-article-root] h2[id]')
        .evaluateAll((hs) => hs.map((h) => h.id));
      assert.ok(ids.length >= 3, 'the page has headings to move between');
      const marked = () =>
        toc
          .locator('a[aria-current="location"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const until = async (expected: string[], what: string) => {
        const deadline = Date.now() + 15_000;
        while (JSON.stringify(await marked()) !== JSON.stringify(expected)) {
          if (Date.now() > deadline) assert.fail(`${what}: marked ${JSON.stringify(await marked())}`);
          await view.page.waitForTimeout(50);
        }
      };
      // The second heading brought to the top by the reader's scroll (not a link): the list follows.
      // (Not the last one: the end of the page cannot scroll to the top, which leaves others in view.)
      const second = ids[1]!;
      await view.page.locator(`[id="${second}"]`).evaluate((h) => h.scrollIntoView({ block: 'start' }));
      await until([`#${second}`], `after scrolling to #${second}`);
      // Back at the top, the second heading is no longer the one being read.
      await view.page.evaluate(() => window.scrollTo(0, 0));
      const deadline = Date.now() + 15_000;
      while ((await marked()).includes(`#${second}`)) {
        if (Date.now() > deadline) assert.fail('the second heading stayed marked at the top of the page');
        await view.page.waitForTimeout(50);
      }
      // A link followed from the list is marked at once, and only it.
      const third = ids[2]!;
      await toc.locator(`a[href="#${third}"]`).click();
      await until([`#${third}`], `after following #${third}`);
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });

  it('marks Guides as a plain link, condenses the REST API item and uses server-legacy under /server/', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto('/cloud/jira/platform/');
      const items = view.page.getByTestId('category-item');
      const texts = (await items.allInnerTexts()).map((s) => s.trim());
      assert.ok(texts.includes('Guides'), texts.join('|'));
      assert.equal(
        await view.page.locator('[data-testid="category-menu"] a', { hasText: 'Guides' }).count(),
        1,
      );
      await view.goto('/server/jira/platform/');
      assert.equal(
        await view.page.getByTestId('product-header').getAttribute('data-appearance'),
        'server-legacy',
      );
      const html = await (await fetch((await portal()).url('/cloud/jira/platform/'))).text();
      assert.match(html, /REST API/);
    } finally {
      await view.close();
    }
  });

  it('sends the article HTML once and keeps it out of island props', async () => {
    const html = await (await fetch((await portal()).url(PAGE))).text();
    const sentence = 'Install the CLI';
    assert.equal(html.split('id="install-the-cli"').length - 1, 1, 'the heading is in the page once');
    for (const props of html.matchAll(/<astro-island[^>]*props="([^"]*)"/g)) {
      assert.ok(!props[1]!.includes('data-anchor'), 'no article markup inside island props');
    }
    assert.ok(html.includes(sentence));
  });

  it('copies heading links: Copied, reset on mouse-leave, and Failed to copy link', async () => {
    const view = await spec.open(1280);
    try {
      await withClipboard(view);
      await view.goto(PAGE);
      await hydrated(view);
      const heading = view.page.locator('h2#install-the-cli');
      // The button sits beside its heading, outside the heading's accessible name.
      const anchor = view.page.locator('h2#install-the-cli + button.heading-anchor');
      await heading.hover();
      assert.equal(await anchor.getAttribute('data-tooltip'), 'Copy link to heading');
      await anchor.click();
      await view.page.waitForFunction(
        () =>
          document.querySelector('#install-the-cli + .heading-anchor')?.getAttribute('data-tooltip') ===
          'Copied',
      );
      const copied = await view.page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, (await portal()).url(`${PAGE}#install-the-cli`));
      await view.page.mouse.move(5, 5);
      await view.page.waitForFunction(
        () =>
          document.querySelector('#install-the-cli + .heading-anchor')?.getAttribute('data-tooltip') ===
          'Copy link to heading',
      );
      const errors: string[] = [];
      view.page.on('console', (message) => errors.push(message.text()));
      await view.page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
        document.execCommand = () => false;
      });
      await heading.hover();
      await anchor.click();
      await view.page.waitForFunction(
        () =>
          document.querySelector('#install-the-cli + .heading-anchor')?.getAttribute('data-tooltip') ===
          'Failed to copy link',
      );
      assert.ok(
        errors.some((line) => line.startsWith('Failed to copy text')),
        errors.join('\n'),
      );
    } finally {
      await view.close();
    }
  });

  it('falls back to a hidden copy area without the clipboard API', async () => {
    const view = await spec.open(1280);
    try {
      const logs: string[] = [];
      view.page.on('console', (message) => logs.push(message.text()));
      await view.page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { value: undefined });
        (window as unknown as { __copied: string[] }).__copied = [];
        const original = document.execCommand.bind(document);
        document.execCommand = (command: string, ...rest: unknown[]) => {
          if (command === 'copy') {
            (window as unknown as { __copied: string[] }).__copied.push(
              (document.activeElement as HTMLTextAreaElement).value,
            );
            return true;
          }
          return original(command, ...(rest as [boolean, string]));
        };
      });
      await view.goto(PAGE);
      await hydrated(view);
      await view.page.locator('h2#log-in').hover();
      await view.page.locator('h2#log-in + button.heading-anchor').click();
      await view.page.waitForFunction(
        () => document.querySelector('#log-in + .heading-anchor')?.getAttribute('data-tooltip') === 'Copied',
      );
      const copied = await view.page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
      assert.deepEqual(copied, [(await portal()).url(`${PAGE}#log-in`)]);
    } finally {
      await view.close();
    }
  });

  it('copies code with Copy, then Copied for 2 seconds, and caps blocks at 500px', async () => {
    const view = await spec.open(1280);
    try {
      await withClipboard(view);
      await view.goto(PAGE);
      await hydrated(view);
      const block = view.page.locator('figure.code-block', {
        has: view.page.locator('figcaption', { hasText: 'manifest.yml' }),
      });
      const button = block.locator('button.code-copy');
      assert.equal((await button.innerText()).trim(), 'Copy');
      const started = Date.now();
      await button.click();
      await view.page.waitForFunction(
        (el) => el?.textContent?.trim() === 'Copied',
        await button.elementHandle(),
      );
      const code = await block.locator('pre code').innerText();
      assert.equal((await view.page.evaluate(() => navigator.clipboard.readText())).trim(), code.trim());
      await view.page.waitForFunction(
        (el) => el?.textContent?.trim() === 'Copy',
        await button.elementHandle(),
        { timeout: 5000 },
      );
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 1900 && elapsed < 4000, `label reset after ${elapsed} ms`);
      const maxHeight = await block.locator('pre').evaluate((el) => getComputedStyle(el).maxHeight);
      assert.equal(maxHeight, '500px');
    } finally {
      await view.close();
    }
  });

  it('switches tabs by click and keyboard, writes tabId and tab to the URL, and restores them', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto(PAGE);
      await hydrated(view);
      const tabs = view.page.locator('.tabs').first();
      const tabsId = await tabs.getAttribute('data-tabs-id');
      const windows = tabs.getByRole('tab', { name: 'Windows' });
      await windows.click();
      assert.equal(await windows.getAttribute('aria-selected'), 'true');
      const url = new URL(view.page.url());
      assert.equal(url.searchParams.get('tabId'), tabsId);
      assert.equal(url.searchParams.get('tab'), 'windows');
      assert.equal(await tabs.locator('[role="tabpanel"]:not([hidden])').count(), 1);
      await view.page.keyboard.press('ArrowLeft');
      const first = tabs.getByRole('tab').first();
      assert.equal(await first.getAttribute('aria-selected'), 'true');
      assert.equal(new URL(view.page.url()).searchParams.get('tab'), 'macos and linux');
      await view.goto(`${PAGE}?tabId=${tabsId}&tab=windows`);
      await hydrated(view);
      await view.page.waitForFunction(
        () =>
          document.querySelector('.tabs [role="tab"][data-tab="windows"]')?.getAttribute('aria-selected') ===
          'true',
      );
    } finally {
      await view.close();
    }
  });

  it('opens external links in a new tab with a follow icon and internal links in place', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto('/cloud/jira/platform/');
      const links = await view.page.locator('[data-article-root] a[href]').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href')!,
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
          icon: !!a.querySelector('svg'),
        })),
      );
      const external = links.filter((l) => /^https?:/.test(l.href));
      const internal = links.filter((l) => l.href.startsWith('/') || l.href.startsWith('#'));
      assert.ok(internal.length > 0);
      for (const link of internal) assert.equal(link.target, null, link.href);
      for (const link of external) {
        assert.equal(link.target, '_blank', link.href);
        assert.match(link.rel ?? '', /noopener/);
        assert.equal(link.icon, true);
      }
    } finally {
      await view.close();
    }
  });

  it('opens and closes the mobile docs navigation with the keyboard', async () => {
    const view = await spec.open(375);
    try {
      await view.goto(PAGE);
      await hydrated(view);
      const trigger = view.page.getByTestId('docs-nav-trigger');
      await trigger.click();
      const drawer = view.page.getByTestId('docs-nav-drawer');
      await drawer.waitFor({ state: 'visible' });
      assert.equal(await view.page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
      await view.screenshot('docs-nav-drawer');
      await view.page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      assert.equal(
        await view.page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
        'docs-nav-trigger',
      );
    } finally {
      await view.close();
    }
  });

  it('names the site menu and the docs menu apart on phones', async () => {
    for (const width of [320, 375]) {
      const view = await spec.open(width);
      try {
        await view.goto(PAGE);
        await hydrated(view);
        // Two buttons both named "Menu" leave a screen-reader user guessing which opens what.
        const names = await view.page
          .getByRole('button', { name: /menu/i })
          .evaluateAll((buttons) =>
            buttons
              .filter((button) => button.getClientRects().length > 0)
              .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
          );
        assert.ok(names.length >= 2, `${width}px: ${names.join(' | ')}`);
        assert.equal(new Set(names).size, names.length, `${width}px: ${names.join(' | ')}`);
        const docs = view.page.getByTestId('docs-nav-trigger');
        // The visible word stays in the name (WCAG 2.5.3), followed by what it opens.
        assert.match((await docs.getAttribute('aria-label')) ?? '', /^Menu: \S/);
      } finally {
        await view.close();
      }
    }
  });
});
