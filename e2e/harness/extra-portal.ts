/**
 * More portal processes beside the shared one, each with its own environment: another account
 * provider, a second process on the same PostgreSQL (scale-out), a feature switched on.
 *
 * They start only after the shared portal is up, so the build it made (or found fresh) is reused
 * and two processes never build at once. Each gets a free port, its own log file and, unless the
 * overrides name DATABASE_URL or DATA_DIR, its own embedded-database folder.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT, RESULTS_DIR } from './paths.ts';
import { signalGroup, stopGroup } from './process-group.ts';
import { freePort, portal, type Portal, PORTAL_START_TIMEOUT_MS, TEST_RUN_ENV } from './server.ts';

/** A portal process started for one spec; call `stop()` in the spec's `after` hook (exit kills it too). */
export interface ExtraPortal extends Portal {
  stop(): Promise<void>;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends `signal` to the process group (SIGKILL: a crash the portal gets no chance to see). */
  signal(signal: NodeJS.Signals): void;
  /** Whether the process has ended, by itself or by a signal. */
  exited(): boolean;
  /** Its DATA_DIR (embedded database, mail outbox), unless it was given a DATABASE_URL only. */
  dataDir: string | undefined;
}

const HOST = '127.0.0.1';

/**
 * Starts `scripts/start.ts` with `env` laid over the test process's environment (on a free port
 * unless `env` names its PORT). `name` labels
 * its log (`test-results/e2e-server-<name>.log`). Call from a `before` hook with
 * {@link EXTRA_PORTAL_TIMEOUT_MS}.
 */
export async function startExtraPortal(name: string, env: Record<string, string>): Promise<ExtraPortal> {
  await portal();
  // A fixed PORT is for a process that a proxy names in its configuration (and restarts there).
  const port = env['PORT'] ? Number(env['PORT']) : await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const dataDir =
    env['DATA_DIR'] ??
    (env['DATABASE_URL'] ? undefined : mkdtempSync(join(tmpdir(), `portico-e2e-${name}-`)));
  const log = createWriteStream(join(RESULTS_DIR, `e2e-server-${name}.log`));
  let text = '';
  const child = spawn(process.execPath, [resolve(REPO_ROOT, 'scripts/start.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...TEST_RUN_ENV,
      ...env,
      PORT: String(port),
      HOST,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const onOutput = (chunk: Buffer): void => {
    log.write(chunk);
    text += chunk.toString('utf8');
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  child.once('exit', () => log.end());
  process.once('exit', () => signalGroup(child, 'SIGKILL'));
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await stopGroup(child);
    if (dataDir && !env['DATA_DIR']) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + EXTRA_PORTAL_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Portal '${name}' exited before it was healthy. Output:\n${text.slice(-8000)}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) })
      .then(async (response) => {
        await response.body?.cancel();
        return response.status === 200;
      })
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Portal '${name}' did not become healthy in time. Output:\n${text.slice(-8000)}`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  return {
    baseUrl,
    url: (path) => new URL(path, `${baseUrl}/`).href,
    stop,
    output: () => text,
    signal: (signal) => signalGroup(child, signal),
    exited: () => child.exitCode !== null || child.signalCode !== null,
    dataDir,
  };
}

/** Time for the shared portal (which may build) plus an extra process's start. */
export const EXTRA_PORTAL_TIMEOUT_MS = 120_000;

/** Hook timeout for a `before` that calls {@link startExtraPortal}. */
export const EXTRA_PORTAL_HOOK_TIMEOUT_MS = PORTAL_START_TIMEOUT_MS + EXTRA_PORTAL_TIMEOUT_MS;
