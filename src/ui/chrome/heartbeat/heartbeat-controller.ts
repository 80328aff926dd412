import { HEARTBEAT } from './heartbeat-constants.ts';
import type { IdleState } from './idle-tracker.ts';

/** What the heartbeat knows after its last successful call (spec §4). */
export interface HeartbeatTimes {
  /** When the next call is due (ms since epoch), from nextCallTimestamp. */
  nextCallAt?: number;
  /** When the session expires (ms since epoch), from sessionExpiryTime. */
  sessionExpiresAt?: number;
}

export interface HeartbeatControllerOptions {
  /** One heartbeat call (with its retries): an ok or 401 answer, or a throw. */
  call: () => Promise<Response>;
  now: () => number;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** A 401: the session is gone. The heartbeat has stopped when this runs. */
  onAuthenticationFailed: () => void;
  /** New times after a successful call. */
  onTimes?: (times: HeartbeatTimes) => void;
  /** Where warnings go (console.warn in the browser). */
  warn: (message: string) => void;
}

/** The two date strings of a heartbeat answer as times, or undefined when they are not dates. */
export function parseHeartbeatAnswer(body: unknown): Required<HeartbeatTimes> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { nextCallTimestamp, sessionExpiryTime } = body as Record<string, unknown>;
  if (typeof nextCallTimestamp !== 'string' || typeof sessionExpiryTime !== 'string') return undefined;
  const nextCallAt = Date.parse(nextCallTimestamp);
  const sessionExpiresAt = Date.parse(sessionExpiryTime);
  return Number.isNaN(nextCallAt) || Number.isNaN(sessionExpiresAt)
    ? undefined
    : { nextCallAt, sessionExpiresAt };
}

/**
 * The heartbeat's rules (spec §4, §7, §8): a call on start; a call when the reader becomes idle
 * or the tab inactive; a timer every 10 s that calls when the session expiry has passed, or when
 * the reader is active and the next-call time has passed; never a second call while one is in
 * flight. A success stores nextCallTimestamp and sessionExpiryTime; a 401 stops everything and
 * calls onAuthenticationFailed; a failure is logged as a warning and the timer tries again.
 */
export class HeartbeatController {
  private times: HeartbeatTimes = {};
  private inFlight = false;
  private stopped = false;
  private timer: unknown;
  private activity: IdleState = 'running';

  private readonly options: HeartbeatControllerOptions;

  constructor(options: HeartbeatControllerOptions) {
    this.options = options;
  }

  /** Starts: the call on load, then the repeating check. */
  start(): void {
    this.timer = this.options.setInterval(() => this.check(), HEARTBEAT.checkIntervalMs);
    void this.trigger();
  }

  /** Stops calling (a 401, or the island unmounting). */
  stop(): void {
    this.stopped = true;
    this.options.clearInterval(this.timer);
  }

  /** The idle tracker changed state: going idle or inactive calls at once. */
  idleStateChanged(state: IdleState): void {
    this.activity = state;
    if (state === 'idle' || state === 'tab-inactive') void this.trigger();
  }

  /** Whether a call is running now. */
  get busy(): boolean {
    return this.inFlight;
  }

  private check(): void {
    const now = this.options.now();
    const { nextCallAt, sessionExpiresAt } = this.times;
    const expired = sessionExpiresAt !== undefined && now >= sessionExpiresAt;
    const due = this.activity === 'running' && nextCallAt !== undefined && now >= nextCallAt;
    if (expired || due) void this.trigger();
  }

  /** Makes one call unless stopped or one is in flight. */
  async trigger(): Promise<void> {
    if (this.stopped || this.inFlight) return;
    this.inFlight = true;
    try {
      const response = await this.options.call();
      if (this.stopped) return;
      if (response.status === 401) {
        this.stop();
        this.options.onAuthenticationFailed();
        return;
      }
      const times = parseHeartbeatAnswer(await response.json().catch(() => undefined));
      if (times === undefined) {
        this.options.warn('heartbeat answer without nextCallTimestamp and sessionExpiryTime');
        return;
      }
      this.times = times;
      this.options.onTimes?.(times);
    } catch (error) {
      this.options.warn(error instanceof Error ? error.message : String(error));
    } finally {
      this.inFlight = false;
    }
  }
}
