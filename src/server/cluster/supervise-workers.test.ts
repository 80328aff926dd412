import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const FIXTURE = fileURLToPath(new URL('./cluster-fixture.test-helper.ts', import.meta.url));
type Line = Record<string, unknown> & { msg: string };

interface Running {
  child: ChildProcess;
  lines: Line[];
  port: number;
  exited: Promise<{ code: number | null; at: number }>;
}

let running: Running | undefined;
afterEach(() => {
  // A test that failed half-way must not leave workers behind.
  if (running?.child.exitCode === null) running.child.kill('SIGKILL');
  running = undefined;
});

const count = (lines: Line[], msg: string) => lines.filter((line) => line.msg === msg).length;

/** Starts the fixture portal and waits until `workers` workers listen. */
async function startCluster(workers: number, env: Record<string, string> = {}): Promise<Running> {
  const started = spawnCluster(workers, env);
  await vi.waitFor(() => expect(count(started.lines, 'worker listening')).toBe(workers), {
    timeout: 10_000,
    interval: 50,
  });
  started.port = Number(started.lines.find((line) => line.msg === 'portal listening')?.['port']);
  return started;
}

/** Starts the fixture portal; `quiet` drops its stderr (a start failure's expected stack trace). */
function spawnCluster(workers: number, env: Record<string, string>, quiet = false): Running {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', WEB_CONCURRENCY: String(workers), ...env },
    stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'],
  });
  const lines: Line[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as Line);
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  running = { child, lines, port: 0, exited };
  return running;
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers = agent ? {} : { connection: 'close' };
    request({ port, host: '127.0.0.1', path, agent, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

describe('the worker cluster', () => {
  it('stops with a failure when its workers cannot start, instead of restarting them', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const { lines, exited } = spawnCluster(2, { PORT: String(port) }, true);
      expect((await exited).code).toBe(1);
      expect(lines.find((line) => line.msg === 'worker failed to start; stopping')).toMatchObject({
        level: 'error',
        code: 1,
      });
      expect(count(lines, 'worker exited; replacing it')).toBe(0);
    } finally {
      taken.close();
    }
  }, 15_000);

  it('replaces a killed worker, logging why, while requests keep succeeding', async () => {
    const { port, lines } = await startCluster(2);
    const pids = new Set<string>();
    // The primary hands connections to the workers in turn.
    for (let i = 0; i < 20 && pids.size < 2; i += 1) pids.add((await get(port, '/pid')).body);
    expect(pids.size).toBe(2);
    const victim = Number([...pids][0]);
    process.kill(victim, 'SIGKILL');
    await vi.waitFor(() => expect(count(lines, 'worker exited; replacing it')).toBe(1), { interval: 20 });
    expect(lines.find((line) => line.msg === 'worker exited; replacing it')).toMatchObject({
      level: 'error',
      pid: victim,
      code: null,
      signal: 'SIGKILL',
    });
    // While its replacement starts, the other worker answers everything.
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(port, '/pid')));
    expect(answers.every((answer) => answer.status === 200 && answer.body !== String(victim))).toBe(true);
    await vi.waitFor(() => expect(count(lines, 'worker listening')).toBe(3), {
      timeout: 5_000,
      interval: 50,
    });
  }, 15_000);

  it('takes in new connections at once while its worker is busy', async () => {
    const { port } = await startCluster(1);
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    let busy = true;
    // Two kept-alive readers keep the worker's event loop in 100 ms turns, as renders under load do.
    const loops = [0, 1].map(async () => {
      while (busy) await get(port, '/spin?ms=100', agent);
    });
    try {
      await get(port, '/spin?ms=100', agent);
      const startedAt = Date.now();
      // Thirty new visitors, one connection each.
      await Promise.all(Array.from({ length: 30 }, () => get(port, '/pid')));
      // Taken in one connection per turn, they would wait 30 turns (3 s); together, a few turns.
      expect(Date.now() - startedAt).toBeLessThan(1_500);
    } finally {
      busy = false;
      await Promise.all(loops);
      agent.destroy();
    }
  }, 20_000);

  it('on SIGTERM finishes an in-flight request, refuses new connections and exits within the limit', async () => {
    const { child, port, lines, exited } = await startCluster(2, { SHUTDOWN_TIMEOUT_MS: '5000' });
    const agent = new Agent({ keepAlive: true });
    const slow = get(port, '/slow?ms=1500', agent);
    await vi.waitFor(() => expect(count(lines, 'slow request started')).toBe(1), { interval: 20 });
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await vi.waitFor(async () => expect(await refused(port)).toBe(true), { interval: 20 });
    expect(await slow).toEqual({ status: 200, body: 'slow done' });
    const { code, at } = await exited;
    expect(code).toBe(0);
    // The kept-alive connection is closed once its answer is out: no waiting for the limit.
    expect(at - signalledAt).toBeLessThan(4_000);
    expect(count(lines, 'worker stopped')).toBe(2);
  }, 15_000);

  it('cuts a request still running at the limit and exits with a failure', async () => {
    const { child, port, lines, exited } = await startCluster(1, { SHUTDOWN_TIMEOUT_MS: '500' });
    const slow = get(port, '/slow?ms=20000').catch((error: unknown) => error);
    await vi.waitFor(() => expect(count(lines, 'slow request started')).toBe(1), { interval: 20 });
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const { code, at } = await exited;
    expect(code).toBe(1);
    expect(at - signalledAt).toBeLessThan(3_000);
    expect(await slow).toBeInstanceOf(Error);
    expect(count(lines, 'shutdown limit reached; cutting connections')).toBe(1);
  }, 15_000);
});
