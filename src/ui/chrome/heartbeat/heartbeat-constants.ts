/** Spec §9 constants of the heartbeat and the idle tracker. */
export const HEARTBEAT = {
  /** The heartbeat's idle time-out, handed to its idle tracker (spec §4: defaults to 60000 ms). */
  idleTimeoutMs: 60_000,
  /** How often the repeating timer checks whether a call is due. */
  checkIntervalMs: 10_000,
  /** Retries on a retryable status, and the first delay (doubling after each). */
  maxRetries: 5,
  initialRetryDelayMs: 300,
  /** Answers that are retried (spec §7). */
  retryStatuses: [408, 500, 502, 503, 504, 522, 524] as readonly number[],
  /** The warning after the last retry (spec §8); the caller logs it. */
  retriesExhausted: 'retried for 5 times, stopped to call api',
} as const;

export const IDLE_TRACKER = {
  /** The tracker's own default idle time-out. */
  idleTimeoutMs: 3000,
  /** Activity events are handled at most once per this interval. */
  activityThrottleMs: 2000,
  /** How often the tracker checks whether the idle time-out has passed. */
  checkIntervalMs: 100,
} as const;

/** The default heartbeat path (spec §7); the server's HEARTBEAT_PATH may change it. */
export const DEFAULT_HEARTBEAT_PATH = '/gateway/api/session/heartbeat';

export { SIGNED_OUT_EVENT } from '../../../core/sessions/signed-out-event.ts';
