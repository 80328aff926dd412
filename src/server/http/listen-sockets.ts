import type { Server } from 'node:http';
import {
  createServer,
  Server as NetServer,
  type AddressInfo,
  type ListenOptions,
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

/** Listens with `options`; resolves once bound, rejects with the bind's error. */
export function listen(server: NetServer, options: ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The sockets a server listens on besides its own, and the connections they passed on. */
interface Extras {
  sockets: NetServer[];
  passedOn: Set<Socket>;
  drained: (() => void)[];
}

const extrasOf = new WeakMap<Server, Extras>();

/**
 * Stops `server` accepting connections on every socket it listens on, and leaves the connections
 * it has alone: idle keep-alive ones stay open, unlike with `server.close()`, for whoever drains
 * them (graceful-shutdown.ts). `callback` runs once every connection has closed, those the other
 * sockets took in included.
 */
export function stopListening(server: Server, callback?: (error?: Error) => void): void {
  const extras = extrasOf.get(server);
  for (const extra of extras?.sockets ?? []) extra.close();
  // The plain socket close: http's server.close() would also cut every idle connection.
  NetServer.prototype.close.call(server, (error?: Error) => {
    if (error || !extras || extras.passedOn.size === 0) return callback?.(error);
    extras.drained.push(() => callback?.());
  });
}

/**
 * Starts `server` listening on `port`. On Linux it listens on several sockets bound to the same
 * port with SO_REUSEPORT (every worker of a cluster has its own, so no connection waits for the
 * cluster's primary to hand it over); the others pass their connections to `server`, and
 * `server.close()` (or {@link stopListening}) closes them all. Elsewhere it listens once, as
 * Node's cluster arranges. Resolves with the port bound (the one chosen for port 0).
 */
export async function listenOnSockets(server: Server, target: ListenTarget): Promise<number> {
  const count = process.platform === 'linux' ? (target.sockets ?? LISTEN_SOCKETS_PER_PROCESS) : 1;
  const shared = count > 1 ? { reusePort: true } : {};
  await listen(server, { port: target.port, host: target.host, ...shared });
  const port = (server.address() as AddressInfo).port;
  // Connections the other sockets took in: Node counts them on those sockets, not on `server`.
  const extras: Extras = { sockets: [], passedOn: new Set(), drained: [] };
  try {
    for (let i = 1; i < count; i += 1) {
      // The same socket options the HTTP server gives the connections it accepts itself.
      const extra = createServer({ allowHalfOpen: true, noDelay: true });
      extra.on('connection', (socket) => {
        extras.passedOn.add(socket);
        socket.once('close', () => {
          extras.passedOn.delete(socket);
          if (extras.passedOn.size === 0) for (const done of extras.drained.splice(0)) done();
        });
        server.emit('connection', socket);
      });
      await listen(extra, { port, host: target.host, reusePort: true });
      extras.sockets.push(extra);
    }
  } catch (error) {
    for (const extra of extras.sockets) extra.close();
    server.close();
    throw error;
  }
  extrasOf.set(server, extras);
  // server.close() keeps its promise: every socket stops, idle connections are cut, and its
  // callback waits for every connection.
  server.close = ((callback?: (error?: Error) => void) => {
    stopListening(server, callback);
    server.closeIdleConnections();
    return server;
  }) as Server['close'];
  return port;
}
