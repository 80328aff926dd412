import { describe, expect, it } from 'vitest';
import { mergeSummaries, nodeTestArgs, shardCount, splitArgs } from './e2e.ts';

describe('e2e command line', () => {
  it('sends options to node and the other words to the spec filter', () => {
    expect(splitArgs(['smoke', '--test-name-pattern=healthz', 'landing'])).toEqual({
      nodeOptions: ['--test-name-pattern=healthz'],
      specFilters: ['smoke', 'landing'],
    });
  });

  it('runs the single entry with the spec reporter on stdout and the summary reporter to a file', () => {
    const args = nodeTestArgs(['--test-name-pattern=x'], '/tmp/summary.json');
    expect(args[0]).toBe('--test');
    expect(args.at(-1)).toBe('e2e/run.ts');
    expect(args).toContain('--test-name-pattern=x');
    const reporters = args.filter((arg) => arg.startsWith('--test-reporter='));
    const destinations = args.filter((arg) => arg.startsWith('--test-reporter-destination='));
    expect(reporters).toEqual(['--test-reporter=spec', '--test-reporter=./e2e/harness/summary-reporter.ts']);
    expect(destinations).toEqual([
      '--test-reporter-destination=stdout',
      '--test-reporter-destination=/tmp/summary.json',
    ]);
  });
});

describe('e2e shards', () => {
  it('runs two shards on two cores, one against an external server, and what E2E_SHARDS says', () => {
    expect(shardCount({}, 2)).toBe(2);
    expect(shardCount({}, 1)).toBe(1);
    expect(shardCount({ E2E_BASE_URL: 'http://127.0.0.1:3000' }, 8)).toBe(1);
    expect(shardCount({ E2E_SHARDS: '3' }, 2)).toBe(3);
    expect(() => shardCount({ E2E_SHARDS: '0' }, 2)).toThrow(/positive integer/);
  });

  it("adds up the shards' counts, and fails the whole when one shard failed or wrote nothing", () => {
    const a = { tests: 3, passed: 3, failed: 0, cancelled: 0, skipped: 0, todo: 0, success: true };
    const b = { tests: 2, passed: 1, failed: 1, cancelled: 0, skipped: 0, todo: 0, success: false };
    expect(mergeSummaries([a, b])).toEqual({
      tests: 5,
      passed: 4,
      failed: 1,
      cancelled: 0,
      skipped: 0,
      todo: 0,
      success: false,
    });
    expect(mergeSummaries([a, a])?.['success']).toBe(true);
    expect(mergeSummaries([a, null])).toBeUndefined();
  });

  it("puts the shards' seconds per spec file together", () => {
    const counts = { tests: 1, passed: 1, failed: 0, cancelled: 0, skipped: 0, todo: 0, success: true };
    const merged = mergeSummaries([
      { ...counts, seconds: { 'e2e/a.e2e.ts': 3 } },
      { ...counts, seconds: { 'e2e/b.e2e.ts': 5 } },
    ]);
    expect(merged?.['seconds']).toEqual({ 'e2e/a.e2e.ts': 3, 'e2e/b.e2e.ts': 5 });
  });
});
