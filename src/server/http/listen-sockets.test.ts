import { createServer, request, type Server } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { claimPort } from '../cluster/claim-port.ts';
import { listenOnSockets, stopListening } from './listen-sockets.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** Opens `count` connections, each asking for `path`; resolves with the answers' bodies. */
function getMany(port: number, path: string, count: number) {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<string>((resolve, reject) => {
          request({ port, host: '127.0.0.1', path, headers: { connection: 'close' } }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve(body));
          })
            .on('error', reject)
            .end();
        }),
    ),
  );
}

describe.skipIf(process.platform !== 'linux')('listening on several sockets of one port', () => {
  it('answers on every socket, and close() refuses new connections on all of them', async () => {
    server = createServer((req, res) => res.end(String(req.socket.localPort)));
    const port = await listenOnSockets(server, { port: 0, host: '127.0.0.1', sockets: 8 });
    // The kernel spreads connections over the sockets; every answer comes from the one server.
    expect(new Set(await getMany(port, '/', 40))).toEqual(new Set([String(port)]));
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    expect(await refused(port)).toBe(true);
  });

  it("close()'s callback waits for connections the other sockets took in", async () => {
    let answer: (() => void)[] = [];
    server = createServer((_req, res) => answer.push(() => res.end('late')));
    const port = await listenOnSockets(server, { port: 0, host: '127.0.0.1', sockets: 8 });
    const answers = getMany(port, '/', 16);
    await expect.poll(() => answer.length).toBe(16);
    let closed = false;
    server.close(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    for (const send of answer) send();
    answer = [];
    expect(await answers).toEqual(Array(16).fill('late'));
    await expect.poll(() => closed).toBe(true);
  });
  it('stopListening() refuses new connections but leaves open ones to whoever drains them', async () => {
    server = createServer((_req, res) => res.end('open'));
    const port = await listenOnSockets(server, { port: 0, host: '127.0.0.1', sockets: 8 });
    // Connections over several sockets, kept open (keep-alive) once answered.
    const sockets = Array.from({ length: 8 }, () => connect(port, '127.0.0.1'));
    const answered = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('data', () => resolve());
          socket.write('GET / HTTP/1.1\r\nHost: portal\r\n\r\n');
        }),
    );
    await Promise.all(answered);
    let closed = false;
    stopListening(server, () => (closed = true));
    expect(await refused(port)).toBe(true);
    expect(sockets.every((socket) => !socket.destroyed)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    server.closeIdleConnections();
    await expect.poll(() => closed).toBe(true);
  });
});

describe('claiming the port before workers bind it', () => {
  it('picks a free port for 0 and refuses a port in use', async () => {
    const port = await claimPort(0, '127.0.0.1');
    expect(port).toBeGreaterThan(0);
    const taken = createNetServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      await expect(claimPort(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      taken.close();
    }
  });

  it('refuses a port a portal already listens on with several sockets', async () => {
    server = createServer((_req, res) => res.end());
    const port = await listenOnSockets(server, { port: 0, host: '127.0.0.1', sockets: 4 });
    await expect(claimPort(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
