/**
 * Reading a documentation page: an "On this page" list at every width (a collapsible one at the
 * top below 1281 px), article lines of a readable length, headings announced once, wide tables
 * that neither clip nor trap keyboard users on phones, content marked with its own language in
 * a French UI, and content dates in the reader's locale.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  type View,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const PAGE = '/platform/forge/getting-started/';
const ISSUES = '/cloud/jira/platform/rest/v3/api-group-issues/';

/** Cookies: a consent decision (no banner over the page) and, optionally, the UI locale. */
async function cookies(view: View, locale?: string): Promise<void> {
  const url = (await portal()).baseUrl;
  const jar = [{ name: 'portico_consent_test', value: 'v1:1', url }];
  if (locale !== undefined) jar.push({ name: 'portico_locale', value: locale, url });
  await view.page.context().addCookies(jar);
}

/** The most characters on one rendered line of the article's longest body paragraph. */
function longestLine(page: Page): Promise<{ chars: number; lines: number }> {
  return page.evaluate(() => {
    const paragraphs = [...document.querySelectorAll<HTMLElement>('[data-article-root] > p')];
    const p = paragraphs.sort((a, b) => b.textContent!.length - a.textContent!.length)[0]!;
    const perLine = new Map<number, number>();
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect === undefined) continue;
        const top = Math.round(rect.top / 4);
        perLine.set(top, (perLine.get(top) ?? 0) + 1);
      }
    }
    return { chars: Math.max(...perLine.values()), lines: perLine.size };
  });
}

describe('reading a documentation page', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('offers the headings of the page at every width: a collapsible list at the top below 1281 px', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await cookies(view);
        await view.goto(PAGE);
        const h2 = (await page.locator('[data-article-root] h2').allInnerTexts()).map((s) => s.trim());
        assert.ok(h2.length >= 3);
        const nav = page.getByRole('navigation', { name: 'On this page' });
        const link = nav.getByRole('link', { name: 'Log in', exact: true });
        if (view.width <= 1280) {
          // Collapsed at first, and above the article's first heading.
          assert.equal(await link.isVisible(), false);
          const toggle = nav.getByText('On this page', { exact: true });
          const toggleBox = (await toggle.boundingBox())!;
          const firstH2 = (await page.locator('[data-article-root] h2').first().boundingBox())!;
          assert.ok(toggleBox.y < firstH2.y, 'the list comes before the article');
          await toggle.focus();
          await page.keyboard.press('Enter');
          await link.waitFor({ state: 'visible' });
        }
        const texts = (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
        assert.deepEqual(texts, h2);
        await link.click();
        await page.waitForURL('**#log-in');
        await page.waitForFunction(() => {
          const top = document.getElementById('log-in')!.getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight / 2;
        });
        await expectNoAxeViolations(page);
      },
      { widths: [375, 1024, 1280, 1440] },
    );
  });

  it('keeps article lines near 75–85 characters', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await view.goto(PAGE);
        const { chars, lines } = await longestLine(view.page);
        assert.ok(lines >= 2, `the paragraph wraps (${lines} lines)`);
        assert.ok(chars <= 90, `at most about 85 characters a line, saw ${chars}`);
        assert.ok(chars >= 60, `lines are not squeezed, saw ${chars}`);
      },
      { widths: [1024, 1280, 1440, 1920] },
    );
  });

  it('announces each heading once, its copy-link button apart', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto(PAGE);
      const { page } = view;
      const heading = page.getByRole('heading', { level: 2, name: 'Before you begin', exact: true });
      assert.equal(await heading.count(), 1);
      const snapshot = await page.locator('[data-article-root]').ariaSnapshot();
      assert.doesNotMatch(snapshot, /heading "[^"]*Copy link/);
      const button = page.getByRole('button', { name: /Copy link to heading/ }).first();
      assert.equal(await button.count(), 1);
      assert.match((await button.getAttribute('data-tooltip')) ?? '', /^Copy link to heading$/);
      // REST reference pages too: an operation's heading is its summary and endpoint, once.
      await view.goto(ISSUES);
      const rest = await page.locator('[data-article-root]').ariaSnapshot();
      assert.match(rest, /heading "[^"]+" \[level=2\]/);
      assert.doesNotMatch(rest, /heading "[^"]*Copy link/);
    } finally {
      await view.close();
    }
  });

  it('shows every column of a REST parameter table on a phone, and no scroll box a keyboard cannot reach', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await cookies(view);
        await view.goto(ISSUES);
        const table = page
          .locator('.rest-table')
          .filter({ has: page.locator('th', { hasText: 'Description' }) })
          .first();
        await table.scrollIntoViewIfNeeded();
        const cells = await table.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
          return [...element.querySelectorAll('tbody tr:first-child td')].map((cell, i) => {
            const rect = cell.getBoundingClientRect();
            return {
              header: headers[i]!,
              inside: rect.right <= Math.min(box.right, window.innerWidth) + 1,
              shown: cell.getBoundingClientRect().width > 0,
            };
          });
        });
        assert.ok(cells.length >= 3);
        for (const cell of cells) assert.ok(cell.shown && cell.inside, `${cell.header} is shown whole`);
        await expectNoAxeViolations(page, {
          include: ['[data-article-root]'],
          rules: ['scrollable-region-focusable'],
        });
      },
      { widths: [375] },
    );
  });

  it('marks English content with its language in the French UI', async () => {
    const view = await spec.open(1440);
    try {
      await cookies(view, 'fr');
      await view.goto(PAGE);
      const { page } = view;
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      const langOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
      assert.equal(await langOf('[data-article-root] p'), 'en');
      assert.equal(await langOf('[data-testid="side-nav"] a[aria-current="page"]'), 'en');
      assert.equal(await langOf('[data-testid="on-this-page"] li a'), 'en');
      // The product header's title and categories come from the content too; its fixed entries
      // (Cloud documentation, Home) are the chrome's.
      assert.equal(await langOf('[data-testid="product-title"]'), 'en');
      // The label is marked, not the whole item (its new-tab hint or badge stays French).
      const labelLangOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            while (walker.nextNode())
              if (walker.currentNode.textContent?.trim())
                return walker.currentNode.parentElement?.closest('[lang]')?.getAttribute('lang');
            return undefined;
          });
      assert.equal(await labelLangOf('[data-testid="category-item"]'), 'en');
      assert.equal(await langOf('[data-testid="product-header"]'), 'fr');
      // The chrome around stays French.
      assert.equal(await langOf('[data-testid="side-nav"]'), 'fr');
    } finally {
      await view.close();
    }
  });

  it('writes changelog dates in the reader’s locale', async () => {
    const view = await spec.open(1280);
    try {
      await cookies(view, 'fr');
      await view.goto('/changelog/');
      const time = view.page.locator('main time[datetime]').first();
      const iso = (await time.getAttribute('datetime'))!;
      const expected = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso.slice(0, 10)}T00:00:00Z`),
      );
      assert.equal((await time.textContent())?.trim(), expected);
      assert.match(expected, /[a-zé]+ \d{4}$/);
    } finally {
      await view.close();
    }
  });
});
