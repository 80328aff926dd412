/**
 * `npm test`: every check CI runs, in order, stopping at the first failure with its exit code:
 * typecheck, lint, format check, unit tests (vitest), browser tests (scripts/e2e.ts).
 *
 * Prints a header per step, a summary table with durations, and on success a closing line
 * "N passed, N failed" that adds up the unit and browser test counts (CI reads that line). Counts come
 * from vitest's JSON report and the e2e summary reporter, both under test-results/.
 *
 * TEST_TIMEOUT_MINUTES (default 75) stops a hung run: the running step is killed and reported failed.
 * It is a guard against hangs, not the time budget (about 16 minutes here, docs/performance.md):
 * the machine's speed varies, and a run on a machine twice as slow must still pass, inside CI's
 * own 90-minute limit.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SUMMARY_FILE } from './e2e.ts';

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const VITEST_REPORT = join(REPO_ROOT, 'test-results', 'vitest-report.json');

/** Passed, failed and skipped test counts of one runner. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** A step of the run: a command plus, for test steps, where to read its counts. */
export interface Step {
  name: string;
  command: string;
  args: string[];
  report?: { file: string; parse: (json: unknown) => Counts };
  /**
   * Runs at the same time as the neighbouring steps marked so, its output held back and printed
   * whole when it ends: the static checks are each single-threaded, so side by side they use
   * both cores of a CI machine.
   */
  concurrent?: boolean;
}

/** What happened to a step; `status` is undefined for steps never reached. */
export interface StepResult {
  name: string;
  status?: 'PASS' | 'FAIL';
  ms?: number;
}

/** Counts from vitest's JSON reporter (jest-compatible fields). */
export function vitestCounts(json: unknown): Counts {
  const report = json as Record<string, unknown>;
  const count = (key: string): number => {
    const value = report[key];
    if (typeof value !== 'number') throw new Error(`vitest report has no numeric "${key}"`);
    return value;
  };
  return {
    passed: count('numPassedTests'),
    failed: count('numFailedTests'),
    skipped: count('numPendingTests') + count('numTodoTests'),
  };
}

/** Counts from e2e/harness/summary-reporter.ts; cancelled tests count as failed. */
export function e2eCounts(json: unknown): Counts {
  const summary = json as Record<string, number> | null;
  if (!summary || typeof summary['passed'] !== 'number') throw new Error('e2e summary has no counts');
  const get = (key: string): number => summary[key] ?? 0;
  return {
    passed: get('passed'),
    failed: get('failed') + get('cancelled'),
    skipped: get('skipped') + get('todo'),
  };
}

/** "N passed, N failed", plus ", N skipped" when some were skipped. */
export function closingLine(all: readonly Counts[]): string {
  const sum = (key: keyof Counts): number => all.reduce((total, counts) => total + counts[key], 0);
  const skipped = sum('skipped');
  return `${sum('passed')} passed, ${sum('failed')} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** 8.2s, or 2m 05.1s from a minute on. */
export function formatDuration(ms: number): string {
  // Rounded to tenths first, so 14m 59.96s reads 15m 00.0s, not 14m 60.0s.
  const seconds = Math.round(ms / 100) / 10;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${(seconds - minutes * 60).toFixed(1).padStart(4, '0')}s`;
}

/** The closing table: one row per step (steps never reached show SKIP) and the total time. */
export function summaryTable(results: readonly StepResult[], totalMs: number): string {
  const width = Math.max(5, ...results.map((result) => result.name.length)) + 2;
  const row = (name: string, status: string, duration: string): string =>
    `  ${name.padEnd(width)}${status.padEnd(8)}${duration.padStart(10)}`;
  return [
    row('Step', 'Result', 'Duration'),
    ...results.map((r) => row(r.name, r.status ?? 'SKIP', r.ms === undefined ? '-' : formatDuration(r.ms))),
    row('Total', '', formatDuration(totalMs)),
  ].join('\n');
}

/** The steps of `npm test`, in order. */
export function steps(): Step[] {
  return [
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], concurrent: true },
    { name: 'lint', command: 'npm', args: ['run', 'lint'], concurrent: true },
    { name: 'format', command: 'npm', args: ['run', 'format:check'], concurrent: true },
    {
      name: 'unit tests',
      command: 'npx',
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
      report: { file: VITEST_REPORT, parse: vitestCounts },
    },
    {
      name: 'browser tests',
      command: process.execPath,
      args: ['scripts/e2e.ts'],
      report: { file: E2E_SUMMARY_FILE, parse: e2eCounts },
    },
  ];
}

const running = new Set<ReturnType<typeof spawn>>();

/**
 * Runs a command in its own process group (so a timeout or Ctrl-C can stop all of it). With
 * `held`, its output is collected there instead of going straight to the terminal.
 */
function runCommand(step: Step, timeoutMs: number, held?: Buffer[]): Promise<number> {
  // Node 24 and the local tools first, even when this script was started without npm.
  const PATH = [join(REPO_ROOT, 'node_modules', '.bin'), dirname(process.execPath), process.env['PATH']].join(
    delimiter,
  );
  const child = spawn(step.command, step.args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PATH },
    stdio: ['ignore', held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
  running.add(child);
  const timer = setTimeout(() => {
    console.error(`\n${step.name} is still running after the run's time budget: stopping it.`);
    killGroup(child, 'SIGTERM');
    setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
  }, timeoutMs);
  return new Promise((resolve) => {
    const settle = (code: number): void => {
      clearTimeout(timer);
      running.delete(child);
      resolve(code);
    };
    child.once('error', (error) => {
      console.error(`Could not run ${step.command}: ${error.message}`);
      settle(127);
    });
    child.once('close', (code, signal) => settle(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}

function killGroup(child: ReturnType<typeof spawn>, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** The steps in runs: consecutive `concurrent` steps together, every other step alone. */
export function runsOf(all: readonly Step[]): Step[][] {
  const runs: Step[][] = [];
  for (const step of all) {
    const last = runs.at(-1);
    if (step.concurrent && last?.[0]?.concurrent) last.push(step);
    else runs.push([step]);
  }
  return runs;
}

/** Runs every step; resolves with the exit code for the whole run. */
export async function runAll(): Promise<number> {
  const started = Date.now();
  const deadline = started + Number(process.env['TEST_TIMEOUT_MINUTES'] ?? 75) * 60_000;
  const all = steps();
  const results: StepResult[] = all.map((step) => ({ name: step.name }));
  const counts: Counts[] = [];
  let exitCode = 0;
  const header = (step: Step): string => {
    const shown = [step.command === process.execPath ? 'node' : step.command, ...step.args].join(' ');
    return `\n━━━ [${all.indexOf(step) + 1}/${all.length}] ${step.name}: ${shown}`;
  };
  for (const run of runsOf(all)) {
    const codes = await Promise.all(
      run.map(async (step) => {
        const index = all.indexOf(step);
        const held = run.length > 1 ? [] : undefined;
        if (!held) console.log(header(step));
        const code = await runStep(step, Math.max(deadline - Date.now(), 1), held, counts);
        if (held) console.log(`${header(step)}\n${Buffer.concat(held).toString('utf8').trimEnd()}`);
        results[index] = { name: step.name, status: code.status, ms: code.ms };
        return code.exit;
      }),
    );
    const code = codes.find((exit) => exit !== 0);
    if (code !== undefined) {
      exitCode = code;
      break;
    }
  }
  console.log(`\n━━━ Summary\n${summaryTable(results, Date.now() - started)}`);
  const failed = results.find((result) => result.status === 'FAIL');
  if (failed) console.log(`npm test failed at "${failed.name}" (exit code ${exitCode})`);
  else console.log(closingLine(counts));
  return exitCode;
}

/** Runs one step and reads its counts into `counts`; a step whose counts cannot be read fails. */
async function runStep(
  step: Step,
  timeoutMs: number,
  held: Buffer[] | undefined,
  counts: Counts[],
): Promise<{ exit: number; status: 'PASS' | 'FAIL'; ms: number }> {
  if (step.report) rmSync(step.report.file, { force: true });
  const stepStart = Date.now();
  let code = await runCommand(step, timeoutMs, held);
  if (code === 0 && step.report) {
    try {
      counts.push(step.report.parse(JSON.parse(readFileSync(step.report.file, 'utf8'))));
    } catch (error) {
      const why = existsSync(step.report.file) ? (error as Error).message : 'file missing';
      console.error(`Could not read the test counts of ${step.name} from ${step.report.file}: ${why}`);
      code = 1;
    }
  }
  return { exit: code, status: code === 0 ? 'PASS' : 'FAIL', ms: Date.now() - stepStart };
}

if (import.meta.main) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      for (const child of running) killGroup(child, signal);
      process.exit(128 + constants.signals[signal]);
    });
  }
  process.exitCode = await runAll();
}
