import { readServerEnv, type ServerEnv } from './env.ts';

/** How much work a process takes on at once (src/server/http/admission-queue.ts). */
export interface OverloadLimits {
  maxInFlight: number;
  queueDepth: number;
  queueTimeoutMs: number;
}

/** The overload limits of parsed settings (MAX_IN_FLIGHT, OVERLOAD_QUEUE_DEPTH, OVERLOAD_QUEUE_TIMEOUT_MS). */
export function overloadLimits(env: ServerEnv): OverloadLimits {
  return {
    maxInFlight: env.MAX_IN_FLIGHT,
    queueDepth: env.OVERLOAD_QUEUE_DEPTH,
    queueTimeoutMs: env.OVERLOAD_QUEUE_TIMEOUT_MS,
  };
}

/**
 * The overload limits of this process's environment, for an HTTP server its starter did not
 * give limits to (a bad value throws, as at start).
 */
export function readOverloadLimits(env: NodeJS.ProcessEnv = process.env): OverloadLimits {
  return overloadLimits(readServerEnv(env));
}
