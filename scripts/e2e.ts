/**
 * `npm run test:e2e`: finds (or installs) Chromium, then runs every e2e spec with node's test runner
 * in one process (e2e/run.ts), so one portal server and one browser serve the whole run.
 *
 *   npm run test:e2e                     all specs
 *   npm run test:e2e -- smoke            only spec files whose path contains "smoke"
 *   npm run test:e2e -- --test-name-pattern=healthz    options starting with -- go to node
 *
 * Prints node's spec reporter (ending with its "ℹ tests / pass / fail" lines) and writes the counts to
 * test-results/e2e-summary.json. The exit code is node's: non-zero when any test failed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.ts';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Where the summary reporter writes the run's counts (read by scripts/test.ts). */
export const E2E_SUMMARY_FILE = join(REPO_ROOT, 'test-results', 'e2e-summary.json');
/** Cleared before each run so the artefacts show this run only (same default as e2e/harness/paths.ts). */
const SCREENSHOTS_DIR = join(
  process.env['E2E_RESULTS_DIR'] ?? join(REPO_ROOT, 'test-results'),
  'screenshots',
);

/** Splits CLI arguments into node options (starting with "-") and spec-file filters. */
export function splitArgs(argv: readonly string[]): { nodeOptions: string[]; specFilters: string[] } {
  const nodeOptions = argv.filter((arg) => arg.startsWith('-'));
  const specFilters = argv.filter((arg) => !arg.startsWith('-'));
  return { nodeOptions, specFilters };
}

/** The `node` arguments that run the e2e entry with the human and the machine-readable reporters. */
export function nodeTestArgs(nodeOptions: readonly string[], summaryFile: string): string[] {
  return [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./e2e/harness/summary-reporter.ts',
    `--test-reporter-destination=${summaryFile}`,
    ...nodeOptions,
    'e2e/run.ts',
  ];
}

/** Runs the e2e specs and resolves with the exit code to use. */
export async function runE2e(argv: readonly string[]): Promise<number> {
  let chromePath: string;
  try {
    chromePath = await ensureChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const { nodeOptions, specFilters } = splitArgs(argv);
  rmSync(E2E_SUMMARY_FILE, { force: true });
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
  mkdirSync(dirname(E2E_SUMMARY_FILE), { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, CHROME_PATH: chromePath };
  if (specFilters.length > 0) env['E2E_SPECS'] = specFilters.join(',');
  const child = spawn(process.execPath, nodeTestArgs(nodeOptions, E2E_SUMMARY_FILE), {
    cwd: REPO_ROOT,
    env,
    stdio: 'inherit',
  });
  // Let the runner shut the server and browser down itself; a second signal is passed on as well.
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not start the e2e runner: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

if (import.meta.main) {
  process.exitCode = await runE2e(process.argv.slice(2));
}
