/** Code-block options (titles, marks, line numbers, diffs, collapsed lines) and heading-id aliases. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { e2eSpec, expectNoAxeViolations, portal, type View, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/portico/authoring/markdown/';

const blockTitled = (view: View, title: string) =>
  view.page.locator('figure.code-block', { has: view.page.locator('figcaption', { hasText: title }) });

async function copyOf(view: View, title: string): Promise<string> {
  const button = blockTitled(view, title).locator('button.code-copy');
  await button.click();
  await view.page.waitForFunction((el) => el?.textContent?.trim() === 'Copied', await button.elementHandle());
  return view.page.evaluate(() => navigator.clipboard.readText());
}

describe('code blocks', () => {
  it('copies the code as shown: no line numbers, magic comments or collapsed-line labels', async () => {
    const view = await spec.open(1280);
    try {
      await view.page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: (await portal()).url('/') });
      await view.goto(PAGE);
      await waitForHydration(view.page);
      assert.equal(
        await copyOf(view, 'app.js'),
        "import express from 'express';\nconst app = express();\napp.listen(3000);",
      );
      const handler = await copyOf(view, 'handler.js');
      assert.doesNotMatch(handler, /highlight-/);
      assert.match(handler, /^export function handler\(event\) \{\n {2}const body/);
      const diff = await copyOf(view, 'config.yaml');
      assert.equal(diff, ' retries:\n-  count: 3\n+  count: 5\n   backoff: exponential');
      const yaml = await copyOf(view, 'package.yaml');
      assert.doesNotMatch(yaml, /collapsed/);
      assert.equal(yaml.split('\n').length, 7);
      assert.deepEqual(view.pageErrors, []);
    } finally {
      await view.close();
    }
  });

  it('numbers lines outside the text, opens collapsed lines natively, and marks lines in forced colours', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto(PAGE);
      const numbered = blockTitled(view, 'app.js');
      const firstLine = numbered.locator('.line').first();
      assert.equal(await firstLine.evaluate((el) => getComputedStyle(el, '::before').content), '"1" / ""');
      const selected = await numbered.locator('pre code').evaluate((code) => {
        const selection = window.getSelection()!;
        selection.selectAllChildren(code);
        return selection.toString();
      });
      assert.doesNotMatch(selected, /^\s*1/);

      const collapsed = blockTitled(view, 'package.yaml');
      const summary = collapsed.locator('summary');
      assert.equal((await summary.innerText()).trim(), '3 collapsed lines');
      const hidden = collapsed.locator('details .line').first();
      assert.equal(await hidden.isVisible(), false);
      await summary.click();
      await hidden.waitFor({ state: 'visible' });

      const marked = numbered.locator('.line[data-mark="highlight"]');
      const plain = numbered.locator('.line:not([data-mark])').first();
      const background = (line: typeof plain) => line.evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.notEqual(await background(marked), await background(plain));
      await view.page.emulateMedia({ forcedColors: 'active' });
      assert.notEqual(await background(marked), await background(plain));
      await view.screenshot('code-blocks');
    } finally {
      await view.close();
    }
  });
});

describe('code blocks, accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${colorScheme}, with collapsed lines closed and open`, async () => {
      const view = await spec.open(1280, { colorScheme });
      try {
        await view.goto(PAGE);
        await waitForHydration(view.page);
        const codeOnly = { include: ['[data-article-root] figure.code-block'] };
        await expectNoAxeViolations(view.page, codeOnly);
        await view.page.locator('details.code-collapse > summary').first().click();
        await expectNoAxeViolations(view.page, codeOnly);
      } finally {
        await view.close();
      }
    });
  }
});

describe('heading-id aliases', () => {
  it('scrolls to a heading by its GitHub id, clear of the sticky header', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto('/server/bitbucket/reference/api-changelog/#version-92');
      const heading = view.page.locator('h2#version-9-2');
      assert.equal(await heading.locator('span.heading-alias#version-92').count(), 1);
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      const header = await view.page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')),
      );
      assert.ok(top >= header && top < header + 80, `heading top ${top}px, header ${header}px`);
    } finally {
      await view.close();
    }
  });
});
