import { Agent, createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { installGracefulShutdown } from './graceful-shutdown.ts';

let server: Server | undefined;
const agent = new Agent({ keepAlive: true });

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose /slow answer waits until `release` is called; tells when a request arrived. */
async function slowServer() {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = (): void => undefined;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const started = createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('fast');
    arrived();
    void released.then(() => res.end('slow done'));
  });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  const { port } = started.address() as AddressInfo;
  return { server: started, port, release, slowArrived };
}

function get(port: number, path: string) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    })
      .on('error', reject)
      .end();
  });
}

/** Whether a new TCP connection to `port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Installs the graceful stop on `started` with a silent log and no signals; `exit` is a spy. */
function installed(started: Server, options: { timeoutMs?: number; idleGraceMs?: number } = {}) {
  const exit = vi.fn();
  const stop = installGracefulShutdown(started, {
    log: createLogger('silent'),
    timeoutMs: 10_000,
    ...options,
    exit,
    signals: [],
  });
  return { exit, stop };
}

describe('installGracefulShutdown', () => {
  it('finishes an in-flight keep-alive request, refuses new connections, and exits as soon as it is done', async () => {
    const { server: started, port, release, slowArrived } = await slowServer();
    const { exit, stop } = installed(started);
    // An idle keep-alive connection, as a browser or a proxy keeps them.
    expect((await get(port, '/fast')).body).toBe('fast');
    const slow = get(port, '/slow');
    await slowArrived;
    stop('test');
    await vi.waitFor(async () => expect(await refused(port)).toBe(true));
    expect(exit).not.toHaveBeenCalled();
    release();
    expect(await slow).toEqual({ status: 200, body: 'slow done', connection: 'close' });
    // Far sooner than the keep-alive timeout or the shutdown limit.
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 2_000 });
  });

  it('cuts what is still running at the limit and exits 1', async () => {
    const { server: started, port, slowArrived } = await slowServer();
    const { exit, stop } = installed(started, { timeoutMs: 200 });
    const slow = get(port, '/slow').catch((error: unknown) => error);
    await slowArrived;
    stop('test');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 2_000 });
    expect(await slow).toBeInstanceOf(Error);
    expect(exit).not.toHaveBeenCalledWith(0);
  });

  it('answers a request sent on an idle keep-alive connection as the stop begins, then closes it', async () => {
    // A proxy picks an idle connection from its pool while the portal begins to stop. Cutting
    // idle connections at once reset that request, and a proxy never retries a POST.
    const { server: started, port } = await slowServer();
    const { exit, stop } = installed(started);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
    const ask = 'POST /fast HTTP/1.1\r\nHost: portal\r\nContent-Length: 0\r\n\r\n';
    socket.write(ask);
    await vi.waitFor(() => expect(received).toMatch(/\r\n\r\nfast$/));
    stop('test');
    received = '';
    socket.write(ask);
    const answer = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 2_000 });
  });

  it('closes idle connections nobody uses once the grace is over, and exits 0', async () => {
    const { server: started, port } = await slowServer();
    const { exit, stop } = installed(started, { idleGraceMs: 300 });
    expect((await get(port, '/fast')).body).toBe('fast');
    const began = Date.now();
    stop('test');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 2_000 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(290);
  });
});
