/**
 * The REST reference's own pages are accessible as a whole: the Jira sample's intro and a group
 * page (operations, parameter and schema tables, code samples, Try it buttons, named schemas)
 * are axe-clean in every theme at desktop and phone widths, which includes axe's
 * `scrollable-region-focusable` (nothing scrolls that a keyboard cannot reach); at 320 and 375 px
 * nothing scrolls the page sideways and every scrolling box, opened schema trees included, can
 * be reached by keyboard; a `#schema-<name>` deep link lands on that schema, with and
 * without JavaScript.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { browser, e2eSpec, portal, PORTAL_START_TIMEOUT_MS, waitForHydration } from '../harness/index.ts';
import { axeInEveryTheme, sideways } from './rest-themes.ts';

const spec = e2eSpec(import.meta.url);
const INTRO = '/cloud/jira/platform/rest/v3/intro/';
const ISSUES = '/cloud/jira/platform/rest/v3/api-group-issues/';

describe('REST pages: accessibility', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 60_000 });

  it('intro and group pages are axe-clean in every theme', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        for (const path of [INTRO, ISSUES]) {
          await view.goto(path);
          try {
            await axeInEveryTheme(view.page);
          } catch (error) {
            await view.screenshot(`axe-${path.split('/').at(-2)}`, { fullPage: true });
            throw error;
          }
        }
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [375, 1280] },
    );
  });

  it('stays within 320 px and keeps tables, code and opened schema trees reachable by keyboard', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await view.goto(ISSUES);
        const { page } = view;
        // A nested schema opened by keyboard: its tree comes from the page's data file.
        await waitForHydration(page, { interaction: true });
        const expand = page.locator('button[data-rest-schema]').first();
        await expand.focus();
        await page.keyboard.press('Enter');
        await page.locator('.rest-tree').first().waitFor();
        assert.equal(await sideways(page), 0);
        // Every box that scrolls is focusable itself or holds something focusable.
        const unreachable = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('#article *')]
            .filter((element) => {
              const style = getComputedStyle(element);
              const scrolls =
                (element.scrollWidth > element.clientWidth + 1 && /auto|scroll/.test(style.overflowX)) ||
                (element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(style.overflowY));
              return (
                scrolls && element.tabIndex < 0 && element.querySelector('a, button, [tabindex]') === null
              );
            })
            .map((element) => element.outerHTML.slice(0, 120)),
        );
        assert.deepEqual(unreachable, []);
      },
      { widths: [320, 375] },
    );
  });

  it('a #schema-<name> link lands on the schema, also without JavaScript', async () => {
    const target = `${ISSUES}#schema-IssueUpdateDetails`;
    for (const javaScriptEnabled of [true, false]) {
      const context = await (
        await browser()
      ).newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', javaScriptEnabled });
      try {
        const page = await context.newPage();
        await page.goto((await portal()).url(target));
        await page.waitForFunction(() => {
          const box = document.getElementById('schema-IssueUpdateDetails')?.getBoundingClientRect();
          return box !== undefined && box.top >= -1 && box.top < window.innerHeight;
        });
        if (javaScriptEnabled) {
          // The fragment points into the schemas section: the article island hydrates without any
          // interaction, so a schema the budget left out would be loaded under its heading.
          await page.waitForFunction(
            () =>
              document.querySelector('astro-island[component-url*="article-enhancer"]:not([ssr])') !== null,
          );
        }
        // The schema's rows are on the page (or, on a page over its budget, loaded under it).
        const rows = page.locator('.rest-schema', { has: page.locator('#schema-IssueUpdateDetails') });
        assert.ok((await rows.locator('table, .rest-tree').count()) > 0, `rows (JS ${javaScriptEnabled})`);
      } finally {
        await context.close();
      }
    }
  });
});
