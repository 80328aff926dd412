/**
 * A keyboard-only walkthrough of the home page, a docs page and the search modal at a phone and
 * a desktop width: Tab from the top until focus comes round again, and at every stop the element
 * has a role and an accessible name in Chromium's accessibility tree, is visible, and is not
 * covered by anything else (a sticky header, the banner, a drawer). The record (each stop's role
 * and name, and the landmarks outline) is written to test-results/accessibility-walkthrough.md,
 * from which docs/accessibility-walkthrough.md's findings are refreshed.
 */
// For the shard split (scripts/lib/e2e-shards.ts): six walks of up to 70 Tab presses each, about
// 2% of the browser phase, which the other specs' estimates put at some 650 units.
// e2e-weight: 15
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS, RESULTS_DIR, waitForHydration } from '../harness/index.ts';
import { landmarkOutline, stopsTable, tabThrough, type FocusStop } from './walkthrough-record.ts';

const spec = e2eSpec(import.meta.url);
const DOCS_PAGE = '/platform/forge/getting-started/';
const QUERY = 'pagination';
/** More stops than any of these pages has; a walk that reaches it has found a trap or a loop. */
const STOP_LIMIT = 300;
const RECORD = join(RESULTS_DIR, 'accessibility-walkthrough.md');

interface Walk {
  name: string;
  path: string;
  /** Brings the page to where the walk starts (after load and hydration). */
  start?: (page: Page) => Promise<void>;
}

const WALKS: readonly Walk[] = [
  { name: 'home page', path: '/' },
  { name: 'docs page', path: DOCS_PAGE },
  {
    name: 'search modal',
    path: DOCS_PAGE,
    start: async (page) => {
      // Ctrl+K is the header island's: wait until it is live (its search entry is a button then).
      await page.locator('[data-testid="search-link"][role="button"]').waitFor();
      await page.keyboard.press('Control+k');
      await page.getByTestId('search-modal').waitFor({ state: 'visible' });
      // The modal's code loads on demand: type once its field has taken focus, as a reader would.
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'search-input',
      );
      await page.keyboard.type(QUERY);
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="search-body"]')?.getAttribute('data-screen') === 'preview',
      );
    },
  },
];

const sections: string[] = [];
const summary: string[] = ['| walk | width | focus stops | problems |', '| - | -: | -: | - |'];

/** The stops that break the walkthrough's promise, one line each. */
function problems(stops: readonly FocusStop[]): string[] {
  return stops.flatMap((stop) => {
    const what = `stop ${stop.index} (${stop.role} "${stop.name}")`;
    const found: string[] = [];
    if (stop.name === '') found.push(`${what} has no accessible name`);
    if (!stop.visible) found.push(`${what} is not visible`);
    if (stop.coveredBy) found.push(`${what} is covered by ${stop.coveredBy}`);
    return found;
  });
}

describe('keyboard walkthrough', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 30_000 });

  after(async () => {
    await mkdir(RESULTS_DIR, { recursive: true });
    const intro = `# Keyboard walkthrough record\n\nWritten by e2e/foundation/keyboard-walkthrough.e2e.ts on ${new Date().toISOString()}.\n`;
    await writeFile(RECORD, [intro, '## Summary\n', ...summary, '', ...sections].join('\n'));
    console.log(`Walkthrough record: ${RECORD}`);
  });

  for (const walk of WALKS) {
    it(`${walk.name}: every focus stop has a name, shows and is not covered`, async (t) => {
      await spec.atWidths(
        t,
        async (view) => {
          const url = (await portal()).baseUrl;
          // The consent dialog has its own keyboard spec (chrome/consent.e2e.ts).
          await view.page.context().addCookies([{ name: 'portico_consent_test', value: 'v1:1', url }]);
          await view.goto(walk.path);
          // A keyboard reader never hovers: islands that wait for interaction hydrate on focus.
          await waitForHydration(view.page, { interaction: false });
          await view.page.getByTestId('announcement-banner').waitFor({ state: 'visible' });
          await walk.start?.(view.page);
          const stops = await tabThrough(view.page, STOP_LIMIT);
          const landmarks = await landmarkOutline(view.page);
          const found = problems(stops);
          summary.push(
            `| ${walk.name} | ${view.width}px | ${stops.length} | ${found.join('; ') || 'none'} |`,
          );
          sections.push(
            `## ${walk.name} (${walk.path}) at ${view.width}px\n`,
            `${stops.length} focus stops; ${found.length} problem(s).\n`,
            'Landmarks (Chromium accessibility tree):\n',
            '```text',
            ...landmarks,
            '```\n',
            stopsTable(stops),
            '',
          );
          assert.ok(stops.length < STOP_LIMIT, `focus did not come round within ${STOP_LIMIT} stops`);
          assert.deepEqual(found, []);
        },
        { widths: [375, 1280] },
      );
    });
  }
});
