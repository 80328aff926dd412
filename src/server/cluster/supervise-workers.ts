import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../log/logger.ts';
import { RestartBackoff } from './restart-backoff.ts';

/** Options of {@link superviseWorkers}. */
export interface SuperviseOptions {
  /** How many workers to keep running (worker-plan.ts). */
  count: number;
  log: Logger;
  /** The workers' own stop limit (SHUTDOWN_TIMEOUT_MS); the primary waits a little longer. */
  shutdownTimeoutMs: number;
}

const LISTENING_MESSAGE = 'portico:listening';

/**
 * Called by a worker once its server listens: workers bind their own sockets
 * (http/listen-sockets.ts), which Node's cluster does not report to the primary.
 */
export function reportListening(): void {
  if (cluster.isWorker) process.send?.(LISTENING_MESSAGE);
}

/** What the primary allows beyond a worker's own stop limit before it kills the worker. */
const STOP_GRACE_MS = 2_000;

/**
 * Runs in the cluster's primary: forks `count` workers (each runs the same script, in its worker
 * branch) and keeps them running. A worker that dies is replaced, with its exit code or signal
 * logged, after a delay that grows while workers die right after start (restart-backoff.ts). A
 * worker that dies before any worker ever listened is a failed start, not a crash: the primary
 * stops with it, so whoever started it sees the failure. SIGTERM and SIGINT are passed to every
 * worker; the primary exits once they have all finished (or been killed past the limit), and a
 * second signal kills them at once.
 */
export function superviseWorkers(options: SuperviseOptions): void {
  const { log } = options;
  const startedAt = new Map<Worker, number>();
  const pending = new Set<NodeJS.Timeout>();
  const backoff = new RestartBackoff();
  let listened = false;
  let stopping = false;
  let failed = false;

  const fork = (): void => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    let said = false;
    const listening = (): void => {
      if (said) return;
      said = true;
      listened = true;
      log.info('worker listening', { workerId: worker.id, pid: worker.process.pid });
    };
    // Cluster says so of a port it shared; a worker that bound its own sockets says so itself.
    worker.once('listening', listening);
    worker.on('message', (message: unknown) => {
      if (message === LISTENING_MESSAGE) listening();
    });
  };

  const killAll = (signal: NodeJS.Signals): void => {
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };

  cluster.on('exit', (worker, code: number | null, signal: NodeJS.Signals | null) => {
    const uptimeMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    const reason = { workerId: worker.id, pid: worker.process.pid, code, signal, uptimeMs };
    if (stopping) {
      // A worker cut off at its limit exits 1; one killed by the signal before it could listen is not a failure.
      if (code !== null && code !== 0) failed = true;
      log.info('worker stopped', reason);
      if (startedAt.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!listened) {
      log.error('worker failed to start; stopping', reason);
      stopping = true;
      failed = true;
      killAll('SIGKILL');
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    const replaceInMs = backoff.delayAfterExit(uptimeMs);
    log.error('worker exited; replacing it', { ...reason, replaceInMs });
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork();
    }, replaceInMs);
    pending.add(timer);
  });

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn('second stop signal: killing the workers', { signal });
      killAll('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    log.info('stopping workers', { signal, workers: startedAt.size, timeoutMs: options.shutdownTimeoutMs });
    if (startedAt.size === 0) process.exit(0);
    killAll(signal);
    setTimeout(() => {
      log.warn('workers did not stop in time; killing them', { workers: startedAt.size });
      killAll('SIGKILL');
      process.exit(1);
    }, options.shutdownTimeoutMs + STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info('starting workers', { workers: options.count });
  for (let i = 0; i < options.count; i += 1) fork();
}
