import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '../log/logger.ts';
import { stopListening } from './listen-sockets.ts';

/**
 * How long idle keep-alive connections stay open once a stop begins. A proxy (nginx keeps its
 * upstream connections, most recently used first) may be sending a request on one at that very
 * moment; cut, that request is reset, and a proxy never retries a POST. Meanwhile every answer
 * says `Connection: close`, and refused new connections tell the proxy to send elsewhere, so it
 * stops picking this process's connections before they are closed.
 */
export const IDLE_GRACE_MS = 1_000;

/** Options of {@link installGracefulShutdown}. */
export interface GracefulShutdownOptions {
  log: Logger;
  /** How long in-flight requests may take once the server stopped accepting (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Ends the process; replaced in tests. */
  exit?: (code: number) => void;
  /** The signals that stop the server (default SIGTERM and SIGINT). */
  signals?: readonly NodeJS.Signals[];
  /** How long idle connections stay open once the stop begins (default {@link IDLE_GRACE_MS}). */
  idleGraceMs?: number;
}

/**
 * Makes SIGTERM and SIGINT stop `server` gracefully: it stops accepting connections, lets
 * in-flight requests finish (their answers say `Connection: close`, and each connection is closed
 * as soon as its answer is out), answers requests still arriving on open connections the same
 * way, closes the idle keep-alive ones after a grace ({@link IDLE_GRACE_MS}), then exits 0.
 * Connections still busy after `timeoutMs` are cut and the process exits 1. A repeated signal
 * changes nothing. Returns the function that starts the stop, for callers that stop without a
 * signal.
 */
export function installGracefulShutdown(
  server: Server,
  options: GracefulShutdownOptions,
): (reason: string) => void {
  const exitProcess = options.exit ?? ((code: number) => process.exit(code));
  let exited = false;
  // Cutting connections at the limit also completes server.close(): only the first outcome counts.
  const exit = (code: number): void => {
    if (exited) return;
    exited = true;
    exitProcess(code);
  };
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let graceOver = false;

  const closeAfter = (res: ServerResponse): void => {
    // Node keeps a connection open after an answer unless the answer says otherwise.
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // Before the app's own listener, which may answer at once.
  server.prependListener('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) closeAfter(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (graceOver) server.closeIdleConnections();
    });
  });

  const stop = (reason: string): void => {
    if (draining) return;
    draining = true;
    const began = Date.now();
    options.log.info('shutting down', { reason, inFlight: inFlight.size, timeoutMs: options.timeoutMs });
    for (const res of inFlight) closeAfter(res);
    stopListening(server, () => {
      options.log.info('shut down', { reason, ms: Date.now() - began });
      exit(0);
    });
    setTimeout(() => {
      graceOver = true;
      server.closeIdleConnections();
    }, options.idleGraceMs ?? IDLE_GRACE_MS).unref();
    setTimeout(() => {
      options.log.warn('shutdown limit reached; cutting connections', {
        reason,
        inFlight: inFlight.size,
        timeoutMs: options.timeoutMs,
      });
      server.closeAllConnections();
      exit(1);
    }, options.timeoutMs).unref();
  };
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal));
  return stop;
}
