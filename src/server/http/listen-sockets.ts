import type { Server } from 'node:http';
import {
  createServer,
  type AddressInfo,
  type ListenOptions,
  type Server as NetServer,
  type Socket,
} from 'node:net';

/**
 * Listening sockets a portal process opens on its port (Linux). libuv accepts one connection per
 * listening socket per turn of the event loop, and a busy worker's turns take 100–300 ms, so with
 * one socket a busy process took in 4–10 new connections a second: under load new visitors
 * waited seconds, some over 10 s, before their first request was even read. With this many, the
 * kernel spreads new connections over all of them and a turn takes in up to this many.
 */
export const LISTEN_SOCKETS_PER_PROCESS = 64;

/** Where and on how many sockets a server listens. */
export interface ListenTarget {
  port: number;
  host?: string | undefined;
  /** Listening sockets (default {@link LISTEN_SOCKETS_PER_PROCESS}); one where SO_REUSEPORT is missing. */
  sockets?: number;
}

function listen(server: NetServer, options: ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Starts `server` listening on `port`. On Linux it listens on several sockets bound to the same
 * port with SO_REUSEPORT (every worker of a cluster has its own, so no connection waits for the
 * cluster's primary to hand it over); the others pass their connections to `server`, and
 * `server.close()` closes them all. Elsewhere it listens once, as Node's cluster arranges.
 * Resolves with the port bound (the one chosen for port 0).
 */
export async function listenOnSockets(server: Server, target: ListenTarget): Promise<number> {
  const count = process.platform === 'linux' ? (target.sockets ?? LISTEN_SOCKETS_PER_PROCESS) : 1;
  const shared = count > 1 ? { reusePort: true } : {};
  await listen(server, { port: target.port, host: target.host, ...shared });
  const port = (server.address() as AddressInfo).port;
  const extras: NetServer[] = [];
  // Connections the other sockets took in: Node counts them on those sockets, not on `server`.
  const passedOn = new Set<Socket>();
  let drained: (() => void) | undefined;
  try {
    for (let i = 1; i < count; i += 1) {
      // The same socket options the HTTP server gives the connections it accepts itself.
      const extra = createServer({ allowHalfOpen: true, noDelay: true });
      extra.on('connection', (socket) => {
        passedOn.add(socket);
        socket.once('close', () => {
          passedOn.delete(socket);
          if (passedOn.size === 0) drained?.();
        });
        server.emit('connection', socket);
      });
      await listen(extra, { port, host: target.host, reusePort: true });
      extras.push(extra);
    }
  } catch (error) {
    for (const extra of extras) extra.close();
    server.close();
    throw error;
  }
  const closeOwn = server.close.bind(server);
  // Stopping the server stops every socket it accepts on, and its callback waits for every
  // connection, as server.close() promises: graceful shutdown relies on both.
  server.close = ((callback?: (error?: Error) => void) => {
    for (const extra of extras) extra.close();
    return closeOwn((error) => {
      if (error || passedOn.size === 0) return callback?.(error);
      drained = () => {
        drained = undefined;
        callback?.();
      };
    });
  }) as Server['close'];
  return port;
}
