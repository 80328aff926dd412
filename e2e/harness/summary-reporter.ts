/**
 * node:test reporter that writes the run's final counts as JSON (the same numbers as node's own
 * "ℹ tests / pass / fail" summary lines). scripts/e2e.ts sends it to test-results/e2e-summary.json,
 * which scripts/test.ts reads for the closing "N passed, N failed" line. It also adds up how long
 * each spec file's top-level suites took (`seconds`, by path from the repository root), which
 * scripts/e2e.ts writes to test-results/e2e-seconds.json for the shard split.
 */
import { relative } from 'node:path';
import type { TestEvent } from 'node:test/reporters';
import { REPO_ROOT } from './paths.ts';

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
  const seconds: Record<string, number> = {};
  for await (const event of source) {
    // Per-file summaries carry `file`; the run's total is the one without it.
    if (event.type === 'test:summary' && event.data.file === undefined) {
      summary = toSummary(event.data.counts, event.data.success);
    }
    // A top-level suite's event names the spec file that declared it.
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0) {
      const file = event.data.file === undefined ? undefined : relative(REPO_ROOT, event.data.file);
      if (file !== undefined && file.endsWith('.e2e.ts'))
        seconds[file] = (seconds[file] ?? 0) + event.data.details.duration_ms / 1000;
    }
  }
  yield `${JSON.stringify(summary === undefined ? null : { ...summary, seconds })}\n`;
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
