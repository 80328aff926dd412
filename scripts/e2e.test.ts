import { describe, expect, it } from 'vitest';
import { nodeTestArgs, splitArgs } from './e2e.ts';

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
