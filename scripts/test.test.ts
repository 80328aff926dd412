import { describe, expect, it } from 'vitest';
import {
  closingLine,
  e2eCounts,
  formatDuration,
  runsOf,
  steps,
  summaryTable,
  vitestCounts,
  type Step,
} from './test.ts';

describe('counts', () => {
  it('reads vitest JSON, counting pending and todo as skipped', () => {
    const report = {
      numPassedTests: 40,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 1,
      numTotalTests: 44,
    };
    expect(vitestCounts(report)).toEqual({ passed: 40, failed: 1, skipped: 3 });
  });

  it('rejects a vitest report without counts', () => {
    expect(() => vitestCounts({ success: true })).toThrow(/numPassedTests/);
  });

  it('reads the e2e summary, counting cancelled tests as failed', () => {
    const summary = { tests: 9, passed: 5, failed: 1, cancelled: 2, skipped: 1, todo: 0, success: false };
    expect(e2eCounts(summary)).toEqual({ passed: 5, failed: 3, skipped: 1 });
  });

  it('rejects an empty e2e summary (the run never reported)', () => {
    expect(() => e2eCounts(null)).toThrow(/no counts/);
  });

  it('sums runners into the plain closing line', () => {
    const unit = { passed: 120, failed: 0, skipped: 0 };
    const e2e = { passed: 17, failed: 0, skipped: 0 };
    expect(closingLine([unit, e2e])).toBe('137 passed, 0 failed');
    expect(closingLine([unit, { ...e2e, skipped: 2 }])).toBe('137 passed, 0 failed, 2 skipped');
    expect(closingLine([])).toBe('0 passed, 0 failed');
  });
});

describe('summary', () => {
  it('formats durations in seconds, then minutes', () => {
    expect(formatDuration(8_240)).toBe('8.2s');
    expect(formatDuration(125_100)).toBe('2m 05.1s');
    expect(formatDuration(899_960)).toBe('15m 00.0s');
    expect(formatDuration(59_960)).toBe('1m 00.0s');
  });

  it('tabulates steps, showing steps never reached as SKIP', () => {
    const table = summaryTable(
      [
        { name: 'typecheck', status: 'PASS', ms: 41_200 },
        { name: 'lint', status: 'FAIL', ms: 3_000 },
        { name: 'unit tests' },
      ],
      44_300,
    );
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^ {2}typecheck\s+PASS\s+41\.2s$/);
    expect(lines[2]).toMatch(/^ {2}lint\s+FAIL\s+3\.0s$/);
    expect(lines[3]).toMatch(/^ {2}unit tests\s+SKIP\s+-$/);
    expect(lines[4]).toMatch(/^ {2}Total\s+44\.3s$/);
  });
});

describe('steps', () => {
  it('runs typecheck, lint, format, unit and browser tests in that order', () => {
    const all = steps();
    expect(all.map((step) => step.name)).toEqual([
      'typecheck',
      'lint',
      'format',
      'unit tests',
      'browser tests',
    ]);
    expect(all.slice(0, 3).map((step) => step.args.join(' '))).toEqual([
      'run typecheck',
      'run lint',
      'run format:check',
    ]);
    expect(all[3]!.args).toContain('--reporter=json');
    expect(all[4]!.args).toEqual(['scripts/e2e.ts']);
  });

  it('runs the three static checks side by side, then the unit tests, then the browser tests', () => {
    expect(runsOf(steps()).map((run) => run.map((step) => step.name))).toEqual([
      ['typecheck', 'lint', 'format'],
      ['unit tests'],
      ['browser tests'],
    ]);
  });

  it('keeps a step that is not concurrent alone even between concurrent ones', () => {
    const step = (name: string, concurrent?: boolean): Step => ({ name, command: 'x', args: [], concurrent });
    const runs = runsOf([step('a', true), step('b'), step('c', true), step('d', true)]);
    expect(runs.map((run) => run.map((s) => s.name))).toEqual([['a'], ['b'], ['c', 'd']]);
  });
});
