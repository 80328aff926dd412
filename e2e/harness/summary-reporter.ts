/**
 * node:test reporter that writes the run's final counts as JSON (the same numbers as node's own
 * "ℹ tests / pass / fail" summary lines). scripts/e2e.ts sends it to test-results/e2e-summary.json,
 * which scripts/test.ts reads for the closing "N passed, N failed" line.
 */
import type { TestEvent } from 'node:test/reporters';

/** The counts of a whole run. */
export interface E2eSummary {
  tests: number;
  passed: number;
  failed: number;
  cancelled: number;
  skipped: number;
  todo: number;
  success: boolean;
}

export default async function* summaryReporter(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  let summary: E2eSummary | undefined;
  for await (const event of source) {
    // Per-file summaries carry `file`; the run's total is the one without it.
    if (event.type === 'test:summary' && event.data.file === undefined) {
      summary = toSummary(event.data.counts, event.data.success);
    }
  }
  yield `${JSON.stringify(summary ?? null)}\n`;
}

function toSummary(raw: object, success: boolean): E2eSummary {
  // @types/node omits `failed` from the counts although Node 24 reports it.
  const counts = raw as Partial<Record<keyof E2eSummary, number>>;
  const tests = counts.tests ?? 0;
  const passed = counts.passed ?? 0;
  const cancelled = counts.cancelled ?? 0;
  const skipped = counts.skipped ?? 0;
  const todo = counts.todo ?? 0;
  const failed = counts.failed ?? tests - passed - cancelled - skipped - todo;
  return { tests, passed, failed, cancelled, skipped, todo, success };
}
