/**
 * The reader sweep's checks and suite (see reader-sweep.e2e.ts): each row is a fresh load in a
 * fresh context, checked for axe violations, layout shift and sideways scroll.
 */
import assert, { AssertionError } from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  type Spec,
  type View,
} from '../harness/index.ts';
import { layoutShifts, prepare, settle, sidewaysOverflow } from './reader-sweep-checks.ts';
import {
  CLS_WIDTHS,
  SWEEP_LOCALES,
  SWEEP_THEMES,
  sweepPlan,
  uncoveredPairs,
  type SweepPage,
  type SweepRow,
} from './reader-sweep-plan.ts';

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

async function runRow(spec: Spec, row: SweepRow, checks: { axe: boolean }): Promise<void> {
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

/**
 * Registers the sweep's rows of `pages` (a part of SWEEP_PAGES: the sweep is split over spec files
 * so the shards can share it out), plus the plan's own check in the part that asks for it.
 */
export function describeSweep(
  spec: Spec,
  title: string,
  pages: readonly SweepPage[],
  checkPlan = false,
): void {
  describe(title, () => {
    before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 30_000 });

    if (checkPlan) {
      it('the plan shows every pair of page type, width, theme and locale together', () => {
        assert.deepEqual(uncoveredPairs(PLAN), []);
      });
    }

    for (const page of pages) {
      it(`${page.name} (${page.path}): axe-clean, no layout shift, no sideways scroll at 320px`, async (t) => {
        const rows = PLAN.filter((row) => row.page === page);
        for (const row of rows) {
          await t.test(`${row.width}px ${row.theme.name} ${row.locale}`, () =>
            runRow(spec, row, { axe: true }),
          );
        }
        // The 320px row above is in one locale: the others only need the sideways check.
        const narrow = rows.find((row) => row.width === NARROWEST);
        for (const locale of SWEEP_LOCALES.filter((one) => one !== narrow?.locale)) {
          const row = { page, width: NARROWEST, theme: SWEEP_THEMES[0]!, locale };
          await t.test(`${NARROWEST}px ${row.theme.name} ${locale} (sideways only)`, () =>
            runRow(spec, row, { axe: false }),
          );
        }
      });
    }
  });
}
