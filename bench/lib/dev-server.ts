import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/repo.ts';
import { DEV_EVENTS_PATH } from '../../src/core/dev/live-reload.ts';
import { freePort } from './portal.ts';

/** One server-sent event of the dev loop, with when it arrived. */
export interface ReceivedEvent {
  event: string;
  data: string;
  at: number;
}

/** `npm run dev` running on a content root, with its event stream open. */
export interface RunningDevServer {
  origin: string;
  events: ReceivedEvent[];
  /** Resolves with the first event after `since` that `accept` takes. */
  nextEvent(
    accept: (event: ReceivedEvent) => boolean,
    since: number,
    timeoutMs?: number,
  ): Promise<ReceivedEvent>;
  /** Terminal output so far (for failures). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node scripts/dev.ts` on a content root (build and data in `workDir`), waits until it
 * serves `warmPath` (the first answer compiles the page shell), and listens to its build events.
 */
export async function startDevServer(
  contentRoot: string,
  workDir: string,
  warmPath: string,
): Promise<RunningDevServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'dev.ts')], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CONTENT_DIR: contentRoot,
      PORTICO_BUILD_DIR: join(workDir, 'build'),
      DATA_DIR: join(workDir, 'data'),
      PORT: String(port),
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm run dev did not serve ${warmPath}:\n${output}`);
      const status = await fetch(origin + warmPath).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const stream = new AbortController();
  const response = await fetch(origin + DEV_EVENTS_PATH, { signal: stream.signal });
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '';
          events.push({ event, data, at: performance.now() });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted when the server stops.
    }
  })();
  return {
    origin,
    events,
    output: () => output,
    nextEvent(accept, since, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => event.at >= since && accept(event));
          if (found === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such dev event within ${timeoutMs} ms:\n${output.slice(-2000)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      stream.abort();
      await stop();
    },
  };
}
