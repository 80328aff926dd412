/**
 * The reader sweep: every page type a reader meets, at every width from 320 to 1440 px, in every
 * theme and locale, as a returning reader with the sample announcement banner showing:
 *
 * - axe-core finds no violations (its default WCAG 2.x A/AA rules plus best practices, and the AAA
 *   contrast rule in the increased-contrast themes);
 * - the cumulative layout shift, measured from the first paint until the page has settled
 *   (islands hydrated, fonts in, banner shown), is 0 at a phone and a desktop width;
 * - nothing scrolls sideways at 320 px, in every locale.
 *
 * The page × width × theme × locale product is covered pairwise (reader-sweep-plan.ts); each
 * visit is a fresh load in a fresh context, so every row sees the page as a first paint would.
 * Each row is its own subtest, named "<width>px <theme> <locale>", and reports every failed check.
 */
// For the shard split (scripts/lib/e2e-shards.ts): 105 loads and 75 axe runs in two loops, about
// a tenth of the browser phase, which the other specs' estimates put at some 650 units.
// e2e-weight: 70
import assert, { AssertionError } from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  type View,
} from '../harness/index.ts';
import { layoutShifts, prepare, settle, sidewaysOverflow } from './reader-sweep-checks.ts';
import {
  CLS_WIDTHS,
  SWEEP_LOCALES,
  SWEEP_PAGES,
  SWEEP_THEMES,
  sweepPlan,
  uncoveredPairs,
  type SweepRow,
} from './reader-sweep-plan.ts';

const spec = e2eSpec(import.meta.url);
const PLAN = sweepPlan();
const NARROWEST = 320;

/** Runs a check and keeps its assertion message instead of stopping the row. */
async function collect(failures: string[], label: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof AssertionError)) throw error;
    failures.push(`[${label}] ${error.message}`);
  }
}

async function expectNoSidewaysScroll(view: View): Promise<void> {
  const { excess, culprits } = await sidewaysOverflow(view.page);
  assert.ok(
    excess <= 0,
    `the page scrolls ${excess}px sideways; outermost overflowing: ${culprits.join(', ')}`,
  );
}

/** Visits one row and returns every check that failed. */
async function visit(view: View, row: SweepRow, checks: { axe: boolean }): Promise<string[]> {
  await prepare(view, row.theme, row.locale);
  const response = await view.goto(row.page.path);
  assert.ok(response.status() < 500, `${row.page.path} answered ${response.status()}`);
  await settle(view.page);
  const failures: string[] = [];
  if (CLS_WIDTHS.includes(row.width)) {
    await collect(failures, 'CLS', async () => {
      const shifts = await layoutShifts(view.page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      const moved = shifts.map((shift) => `${shift.value.toFixed(4)} (${shift.sources.join(', ')})`);
      assert.equal(total, 0, `cumulative layout shift ${total.toFixed(4)}: ${moved.join('; ')}`);
    });
  }
  if (row.width === NARROWEST) await collect(failures, 'overflow', () => expectNoSidewaysScroll(view));
  if (checks.axe) {
    const aaa = row.theme.increased ? ['color-contrast-enhanced'] : [];
    await collect(failures, 'axe', () => expectNoAxeViolations(view.page, { enableRules: aaa }));
  }
  return failures;
}

async function runRow(row: SweepRow, checks: { axe: boolean }): Promise<void> {
  const view = await spec.open(row.width);
  try {
    const failures = await visit(view, row, checks);
    if (failures.length > 0) {
      const label = `${row.page.name} ${row.width}px ${row.theme.name} ${row.locale}`;
      await view.screenshot(`failed-${label.replace(/[^\w-]+/g, '-')}`).catch(() => undefined);
      throw new AssertionError({ message: `${row.page.path} (${label}):\n${failures.join('\n')}` });
    }
  } finally {
    await view.close();
  }
}

describe('reader sweep', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 30_000 });

  it('the plan shows every pair of page type, width, theme and locale together', () => {
    assert.deepEqual(uncoveredPairs(PLAN), []);
  });

  for (const page of SWEEP_PAGES) {
    it(`${page.name} (${page.path}): axe-clean, no layout shift, no sideways scroll at 320px`, async (t) => {
      const rows = PLAN.filter((row) => row.page === page);
      for (const row of rows) {
        await t.test(`${row.width}px ${row.theme.name} ${row.locale}`, () => runRow(row, { axe: true }));
      }
      // The 320px row above is in one locale: the others only need the sideways check.
      const narrow = rows.find((row) => row.width === NARROWEST);
      for (const locale of SWEEP_LOCALES.filter((one) => one !== narrow?.locale)) {
        const row = { page, width: NARROWEST, theme: SWEEP_THEMES[0]!, locale };
        await t.test(`${NARROWEST}px ${row.theme.name} ${locale} (sideways only)`, () =>
          runRow(row, { axe: false }),
        );
      }
    });
  }
});
