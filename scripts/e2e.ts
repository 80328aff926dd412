/**
 * `npm run test:e2e`: finds (or installs) Chromium, then runs every e2e spec with node's test runner
 * (e2e/run.ts). The spec files are split between shards (E2E_SHARDS, default 2 on a machine with two
 * or more cores): each shard is one process with its own portal server and browser, running its
 * files in turn, and the shards run side by side. The builds are made once before they start.
 *
 *   npm run test:e2e                     all specs
 *   npm run test:e2e -- smoke            only spec files whose path contains "smoke"
 *   npm run test:e2e -- --test-name-pattern=healthz    options starting with -- go to node
 *
 * Prints node's spec reporter (ending with its "ℹ tests / pass / fail" lines) and writes the counts to
 * test-results/e2e-summary.json. The exit code is node's: non-zero when any test failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, constants } from 'node:os';
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

/**
 * How many shards to run: E2E_SHARDS when set; one against an external server (E2E_BASE_URL, whose
 * state all specs would share); otherwise two when the machine has two cores or more.
 */
export function shardCount(env: NodeJS.ProcessEnv, cores: number): number {
  const asked = env['E2E_SHARDS'];
  if (asked !== undefined && asked !== '') {
    const count = Number(asked);
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`E2E_SHARDS must be a positive integer; got "${asked}"`);
    return count;
  }
  if (env['E2E_BASE_URL']) return 1;
  return cores >= 2 ? 2 : 1;
}

/** The summary file of shard `number` (1-based). */
function shardSummaryFile(number: number): string {
  return join(dirname(E2E_SUMMARY_FILE), `e2e-summary-${number}.json`);
}

/** Adds up the shards' summaries into one; undefined when a shard wrote none (it crashed). */
export function mergeSummaries(
  summaries: readonly (Record<string, unknown> | null)[],
): Record<string, unknown> | undefined {
  if (summaries.some((summary) => summary === null)) return undefined;
  const total: Record<string, unknown> = { success: true };
  for (const summary of summaries as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(summary)) {
      if (typeof value === 'number') total[key] = ((total[key] as number | undefined) ?? 0) + value;
      else if (key === 'seconds' && typeof value === 'object' && value !== null)
        total['seconds'] = { ...(total['seconds'] as object | undefined), ...value };
      else if (key === 'success') total['success'] = total['success'] === true && value === true;
    }
  }
  return total;
}

/**
 * Where a run leaves what each spec file took, rounded to seconds and sorted by file: copy it to
 * e2e/spec-seconds.json to split later runs' shards by it (scripts/lib/e2e-shards.ts specCost).
 */
export const E2E_SECONDS_FILE = join(REPO_ROOT, 'test-results', 'e2e-seconds.json');

function writeSeconds(seconds: unknown): void {
  if (typeof seconds !== 'object' || seconds === null) return;
  const rounded = Object.entries(seconds as Record<string, number>)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([file, value]) => [file, Math.max(1, Math.round(value))]);
  writeFileSync(E2E_SECONDS_FILE, `${JSON.stringify(Object.fromEntries(rounded), null, 2)}\n`);
}

/** Runs a child to its end with its output on ours, each line prefixed when there are shards. */
function runChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  prefix: string,
  children: Set<ChildProcess>,
): Promise<number> {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  children.add(child);
  if (prefix) {
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let pending = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) target.write(`${prefix}${line}\n`);
      });
      stream?.on('end', () => {
        if (pending) target.write(`${prefix}${pending}\n`);
      });
    }
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not start ${args.join(' ')}: ${error.message}`);
      children.delete(child);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

/** Runs the e2e specs and resolves with the exit code to use. */
export async function runE2e(argv: readonly string[]): Promise<number> {
  let chromePath: string;
  let shards: number;
  try {
    chromePath = await ensureChromium();
    shards = shardCount(process.env, availableParallelism());
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

  const children = new Set<ChildProcess>();
  // Let the runners shut their servers and browsers down themselves; a second signal is passed on too.
  const forward = (signal: NodeJS.Signals): void => {
    for (const child of children) child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  try {
    if (shards === 1) {
      const code = await runChild(nodeTestArgs(nodeOptions, E2E_SUMMARY_FILE), env, '', children);
      if (existsSync(E2E_SUMMARY_FILE))
        writeSeconds(
          (JSON.parse(readFileSync(E2E_SUMMARY_FILE, 'utf8') || 'null') as { seconds?: unknown } | null)
            ?.seconds,
        );
      return code;
    }
    // Several portals would each build a stale tree at once, into the same folders: build first.
    if (!env['E2E_SERVER_ENTRY']) {
      const built = await runChild(
        ['scripts/ensure-builds.ts'],
        { ...env, NODE_ENV: 'production' },
        '',
        children,
      );
      if (built !== 0) return built;
    }
    console.log(`Running the browser tests in ${shards} shards, each with its own portal and browser.`);
    const numbers = Array.from({ length: shards }, (_, index) => index + 1);
    for (const number of numbers) rmSync(shardSummaryFile(number), { force: true });
    const codes = await Promise.all(
      numbers.map((number) =>
        runChild(
          nodeTestArgs(nodeOptions, shardSummaryFile(number)),
          { ...env, E2E_SHARD: `${number}/${shards}` },
          `[${number}] `,
          children,
        ),
      ),
    );
    const summaries = numbers.map((number) => {
      const file = shardSummaryFile(number);
      return existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8') || 'null') as Record<string, unknown> | null)
        : null;
    });
    const merged = mergeSummaries(summaries);
    if (merged) {
      writeFileSync(E2E_SUMMARY_FILE, `${JSON.stringify(merged)}\n`);
      writeSeconds(merged['seconds']);
      console.log(
        `All shards: ${String(merged['passed'])} passed, ${String(merged['failed'])} failed, ${String(merged['cancelled'])} cancelled, ${String(merged['skipped'])} skipped.`,
      );
    }
    return codes.find((code) => code !== 0) ?? 0;
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  }
}

if (import.meta.main) {
  process.exitCode = await runE2e(process.argv.slice(2));
}
