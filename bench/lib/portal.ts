import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withMallocTunables } from '../../scripts/lib/malloc-tunables.ts';
import { REPO_ROOT } from '../../scripts/lib/repo.ts';

/** A portal process started for a benchmark. */
export interface RunningPortal {
  origin: string;
  /** The started process (scripts/start.ts); its workers, if any, are its children. */
  pid: number;
  stop: () => Promise<void>;
}

/** A TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the real portal (`scripts/start.ts`, which builds what is stale first) on a free port of
 * 127.0.0.1 and waits until GET /healthz answers 200.
 */
export async function startPortal(
  env: Record<string, string>,
  log: (line: string) => void,
  timeoutMs = 600_000,
): Promise<RunningPortal> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.ts')], {
    cwd: REPO_ROOT,
    // Its own embedded database folder: one process owns a PGlite folder.
    // Started as `npm start` starts it, malloc settings included.
    env: {
      ...withMallocTunables(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portico-bench-data-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () => stopChild(child);
  const deadline = Date.now() + timeoutMs;
  log(`  starting the portal on ${origin} (builds what is stale first)`);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return { origin, pid: child.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the portal did not answer /healthz within ${timeoutMs / 1000} s:\n${output}`);
}
