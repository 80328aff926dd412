/** An MDX page of the sample content: components, admonitions and a partial, rendered at build time. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { e2eSpec, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/portico/authoring/mdx/';

describe('MDX page', () => {
  it('shows components, callouts and the partial, and no MDX source', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        assert.equal((await view.goto(PAGE)).status(), 200);
        const article = view.page.locator('[data-article-root]');
        // The prose, without code samples (which show MDX source on purpose).
        const prose = await article.evaluate((root) => {
          const copy = root.cloneNode(true) as HTMLElement;
          for (const code of copy.querySelectorAll('pre, code, figure')) code.remove();
          return (copy.textContent ?? '').replace(/\s+/g, ' ');
        });
        assert.doesNotMatch(prose, /import [{\w]|export const|<[A-Z]|\{\s*[A-Za-z]/);
        const text = (await article.innerText()).replace(/\s+/g, ' ');
        assert.match(text, /fails the build with the file, the line and the component's name/);
        assert.equal(await article.locator('aside.callout-tip').count(), 1);
        assert.equal(await article.locator('.steps ol > li').count(), 3);
        assert.equal(
          await article.locator('.card-grid .link-card a[href="/portico/authoring/markdown/"]').count(),
          1,
        );
        assert.ok((await article.locator('.file-tree .file-tree-folder').count()) >= 2);
        assert.equal(await article.locator('.badge-tip').innerText(), 'Build time');
        assert.deepEqual(view.pageErrors, []);
        await view.screenshot('mdx-page');
      },
      { widths: [375, 1280] },
    );
  });

  it('switches MDX tabs and writes tabId and tab to the URL, as other tabs do', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto(PAGE);
      await waitForHydration(view.page);
      const tabs = view.page.locator('[data-article-root] .tabs').first();
      const tab = tabs.getByRole('tab', { name: 'Docusaurus' });
      await tab.click();
      assert.equal(await tab.getAttribute('aria-selected'), 'true');
      const url = new URL(view.page.url());
      assert.equal(url.searchParams.get('tabId'), await tabs.getAttribute('data-tabs-id'));
      assert.equal(url.searchParams.get('tab'), 'docusaurus');
      assert.equal(await tabs.locator('[role="tabpanel"]:not([hidden])').count(), 1);
      // The next group has the same syncKey, so it follows.
      const linked = view.page.locator('[data-article-root] .tabs').nth(1);
      assert.equal(
        await linked.getByRole('tab', { name: 'Docusaurus' }).getAttribute('aria-selected'),
        'true',
      );
    } finally {
      await view.close();
    }
  });
});
