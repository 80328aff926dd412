import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '../log/logger.ts';

/** Options of {@link installGracefulShutdown}. */
export interface GracefulShutdownOptions {
  log: Logger;
  /** How long in-flight requests may take once the server stopped accepting (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Ends the process; replaced in tests. */
  exit?: (code: number) => void;
  /** The signals that stop the server (default SIGTERM and SIGINT). */
  signals?: readonly NodeJS.Signals[];
}

/**
 * Makes SIGTERM and SIGINT stop `server` gracefully: it stops accepting connections, closes the
 * idle keep-alive ones, lets in-flight requests finish (their answers say `Connection: close`, and
 * each connection is closed as soon as its answer is out), then exits 0. Connections still busy
 * after `timeoutMs` are cut and the process exits 1. A repeated signal changes nothing. Returns
 * the function that starts the stop, for callers that stop without a signal.
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

  const closeAfter = (res: ServerResponse): void => {
    // Node keeps a connection open after an answer unless the answer says otherwise.
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) closeAfter(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (draining) server.closeIdleConnections();
    });
  });

  const stop = (reason: string): void => {
    if (draining) return;
    draining = true;
    const began = Date.now();
    options.log.info('shutting down', { reason, inFlight: inFlight.size, timeoutMs: options.timeoutMs });
    for (const res of inFlight) closeAfter(res);
    server.close(() => {
      options.log.info('shut down', { reason, ms: Date.now() - began });
      exit(0);
    });
    server.closeIdleConnections();
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
