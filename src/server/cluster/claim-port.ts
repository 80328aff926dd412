import { createServer } from 'node:net';
import { listen } from '../http/listen-sockets.ts';

/**
 * Run by the primary before it forks: checks that nothing listens on `port` of `host`, and picks
 * a free port for 0, so that every worker binds the same one. Workers listen with SO_REUSEPORT
 * (http/listen-sockets.ts), which would let a second portal started on a port in use share it
 * silently; this plain bind fails with EADDRINUSE instead, as a port in use should. Resolves with
 * the port; rejects with the bind's error.
 */
export async function claimPort(port: number, host?: string): Promise<number> {
  const probe = createServer();
  await listen(probe, { port, host, exclusive: true });
  const address = probe.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return bound;
}
