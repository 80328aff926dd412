/**
 * A minimal HTTP load balancer for the scale-out test: one origin in front of several portal
 * processes, as a deployment would have. It forwards every request unchanged (Host kept, so the
 * portals see the public origin) to the backend the test points at, or round-robin, appends the
 * client to X-Forwarded-For, and counts what each backend served.
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoadBalancer {
  readonly origin: string;
  /** Backend index for the following requests; undefined means round-robin. */
  target: number | undefined;
  /** Requests each backend answered, by path, in order. */
  readonly served: string[][];
  /**
   * Puts `origins` behind the balancer: the portals are started after it, so that they can be
   * told its origin as their PUBLIC_URL, as a deployment behind a proxy would be.
   */
  setBackends(origins: readonly string[]): void;
  close(): Promise<void>;
}

/** Starts the balancer on a free port of 127.0.0.1 in front of `initial` backends (origins). */
export async function startLoadBalancer(initial: readonly string[] = []): Promise<LoadBalancer> {
  let next = 0;
  const backends = [...initial];
  const served: string[][] = backends.map(() => []);
  const state = { target: undefined as number | undefined };
  const server: Server = createServer((incoming, outgoing) => {
    const index = state.target ?? next++ % backends.length;
    const backend = new URL(backends[index]!);
    served[index]!.push(`${incoming.method} ${incoming.url}`);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = forward(
      {
        host: backend.hostname,
        port: backend.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get target() {
      return state.target;
    },
    set target(value) {
      state.target = value;
    },
    served,
    setBackends(origins) {
      backends.splice(0, backends.length, ...origins);
      served.splice(0, served.length, ...origins.map(() => []));
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
