/**
 * The portal under test: one server per run, started on first use and shared by every spec.
 *
 * Runs `scripts/start.ts` (it builds if needed, then serves) with the Node that runs the tests, on a
 * free port of 127.0.0.1, and waits for GET /healthz to answer 200. E2E_BASE_URL skips all that and
 * tests a server that is already running; E2E_SERVER_ENTRY replaces scripts/start.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { REPO_ROOT, SERVER_LOG_FILE } from './paths.ts';
import { signalGroup, stopGroup } from './process-group.ts';

/** How long the first start may take: it may include a full production build. */
export const PORTAL_START_TIMEOUT_MS = Number(process.env['E2E_SERVER_TIMEOUT_MS'] ?? 300_000);
const HOST = '127.0.0.1';
const TAIL_CHARS = 20_000;

/**
 * Settings every portal of a test run gets. All specs register their accounts from 127.0.0.1,
 * so the per-address registration limit (20 an hour by default) is raised for the run.
 */
export const TEST_RUN_ENV: Readonly<Record<string, string>> = {
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
  // Every spec posts feedback from 127.0.0.1; the limits themselves are unit-tested.
  FEEDBACK_PER_MINUTE: '1000',
  FEEDBACK_PER_DAY: '100000',
  // One worker per portal, as before workers: the CI machine's two cores already run two shards.
  // A spec that wants more passes its own WEB_CONCURRENCY to startExtraPortal.
  WEB_CONCURRENCY: '1',
};

/** A running portal. */
export interface Portal {
  /** Origin without trailing slash, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Absolute URL of a site path. */
  url: (path: string) => string;
}

interface Running {
  portal: Portal;
  child?: ChildProcess;
  tail: () => string;
}

let running: Promise<Running> | undefined;
let stopping = false;
let dataDir: string | undefined;

/**
 * The DATA_DIR of the shared portal this run started (its embedded database and mail outbox), or
 * undefined when E2E_BASE_URL points at a portal started elsewhere.
 */
export function portalDataDir(): string | undefined {
  return dataDir;
}

/** The shared portal, started on the first call. Use in a `before` hook with PORTAL_START_TIMEOUT_MS. */
export async function portal(): Promise<Portal> {
  running ??= start();
  return (await running).portal;
}

/** Stops the shared portal if this run started one (SIGTERM, then SIGKILL after 10 s). */
export async function stopPortal(): Promise<void> {
  const current = running;
  running = undefined;
  if (!current) return;
  const started = await current.catch(() => undefined);
  const child = started?.child;
  if (!child) return;
  stopping = true;
  if (child.exitCode !== null && child.exitCode !== 0) {
    console.error(`Portal server had exited with code ${child.exitCode} during the run. Its last output:`);
    console.error(started.tail());
  }
  await stopGroup(child);
}

function portalAt(baseUrl: string): Portal {
  const origin = baseUrl.replace(/\/+$/, '');
  return { baseUrl: origin, url: (path) => new URL(path, `${origin}/`).href };
}

/** A new temporary data folder for this run's server, removed when the process exits. */
function runDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-e2e-data-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A port nobody listens on right now, found by letting the OS pick one. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function start(): Promise<Running> {
  const external = process.env['E2E_BASE_URL'];
  if (external) {
    const target = portalAt(external);
    await waitForHealthy(target, 30_000);
    return { portal: target, tail: () => '' };
  }
  const entry = resolve(REPO_ROOT, process.env['E2E_SERVER_ENTRY'] ?? 'scripts/start.ts');
  if (!existsSync(entry)) throw new Error(`Cannot start the portal: ${entry} does not exist.`);
  const port = await freePort();
  const target = portalAt(`http://${HOST}:${port}`);
  mkdirSync(dirname(SERVER_LOG_FILE), { recursive: true });
  const log = createWriteStream(SERVER_LOG_FILE);
  let tail = '';
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    // A fresh database per run: tests start from a known state, and a run never shares an
    // embedded database folder with another process (one process owns a PGlite folder).
    env: {
      ...process.env,
      ...TEST_RUN_ENV,
      PORT: String(port),
      HOST,
      DATA_DIR: (dataDir = process.env['E2E_DATA_DIR'] ?? runDataDir()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const onOutput = (chunk: Buffer): void => {
    log.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS);
    if (process.env['E2E_SERVER_LOG']) process.stderr.write(chunk);
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  child.once('exit', () => log.end());
  killOnExit(child);
  console.log(`Starting the portal: node ${entry} on ${target.baseUrl} (log: ${SERVER_LOG_FILE})`);
  const began = Date.now();
  try {
    await waitForHealthy(target, PORTAL_START_TIMEOUT_MS, child);
  } catch (error) {
    console.error(`Portal server output (last ${TAIL_CHARS} characters):\n${tail || '(none)'}`);
    await stopGroup(child);
    throw error;
  }
  console.log(`Portal ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`Portal server exited unexpectedly (code ${code}, signal ${signal}).`);
  });
  return { portal: target, child, tail: () => tail };
}

/** If the test process exits or is killed without its after-hooks, do not leave a server behind. */
function killOnExit(child: ChildProcess): void {
  process.once('exit', () => signalGroup(child, 'SIGKILL'));
  const onSignal = (signal: NodeJS.Signals): void => {
    signalGroup(child, 'SIGKILL');
    // Keep the signal's usual effect when nobody else (Playwright, the test runner) handles it.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignal);
}

/** Polls GET /healthz until it answers 200; fails early if the server process exits. */
async function waitForHealthy(target: Portal, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      const how = child.signalCode ?? `code ${child.exitCode}`;
      throw new Error(`The portal server exited (${how}) before ${target.url('/healthz')} answered 200.`);
    }
    try {
      const response = await fetch(target.url('/healthz'), { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last =
        error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(
    `${target.url('/healthz')} did not answer 200 within ${timeoutMs / 1000} s (last: ${last}).`,
  );
}
