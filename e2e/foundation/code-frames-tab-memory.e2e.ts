/** Code frames copy only the code; synced tab groups remember the reader's choice across pages. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { e2eSpec, portal, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const MARKDOWN = '/portico/authoring/markdown/';
const MDX = '/portico/authoring/mdx/';

describe('code frames and remembered tabs', () => {
  it('copies only the code of a terminal and of an editor frame whose title came from a comment', async () => {
    const view = await spec.open(1280);
    try {
      await view.page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: (await portal()).url('/') });
      await view.goto(MARKDOWN);
      await waitForHydration(view.page);
      const terminal = view.page.locator('figure.code-frame-terminal', { hasText: 'npm run build:content' });
      assert.equal(await terminal.locator('figcaption').innerText(), 'Terminal window');
      const editor = view.page.locator('figure.code-frame-editor', {
        has: view.page.locator('figcaption', { hasText: 'src/server.js' }),
      });
      // The inline markers mark text inside the line, and are code like the rest.
      assert.equal(await editor.locator('pre code mark').innerText(), 'listen');
      assert.equal(await editor.locator('pre code ins').innerText(), '3000');
      for (const [block, expected] of [
        [terminal, 'npm run build:content\nnpm start'],
        [editor, "import express from 'express';\nexpress().listen(3000);"],
      ] as const) {
        await block.locator('button.code-copy').click();
        await view.page.waitForFunction(
          (el) => el?.textContent?.trim() === 'Copied',
          await block.locator('button.code-copy').elementHandle(),
        );
        const copied = await view.page.evaluate(() => navigator.clipboard.readText());
        assert.equal(copied.trim(), expected);
      }
      assert.deepEqual(view.pageErrors, []);
      await view.screenshot('code-frames');
    } finally {
      await view.close();
    }
  });

  it('remembers the chosen tab of a sync group before the first paint, and lets tabId win', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto(MDX);
      await waitForHydration(view.page);
      const groups = view.page.locator('[data-article-root] .tabs[data-tabs-group="tool"]');
      await groups.first().getByRole('tab', { name: 'Docusaurus' }).click();
      const selected = async (index: number) =>
        groups.nth(index).locator(':scope > [role="tablist"] [aria-selected="true"]').innerText();

      // Without any island code, so only the inline script can have chosen the tab.
      await view.page.route('**/_astro/**/*.js', (route) => route.abort());
      await view.goto(MDX);
      assert.equal(await selected(0), 'Docusaurus');
      assert.equal(await selected(1), 'Docusaurus');
      const visible = groups.first().locator(':scope > [role="tabpanel"]:not([hidden])');
      assert.equal(await visible.count(), 1);
      assert.match(await visible.innerText(), /@theme\/Tabs/);
      await view.page.unroute('**/_astro/**/*.js');

      // The URL's choice wins over the remembered one.
      const tabsId = await groups.first().getAttribute('data-tabs-id');
      await view.goto(`${MDX}?tabId=${tabsId}&tab=starlight`);
      await waitForHydration(view.page);
      await view.page.waitForFunction(
        (id) =>
          document
            .querySelector(`[data-tabs-id="${id}"] [role="tab"][aria-selected="true"]`)
            ?.textContent?.trim() === 'Starlight',
        tabsId,
      );
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });
});
