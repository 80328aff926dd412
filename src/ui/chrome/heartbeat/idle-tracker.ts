import { IDLE_TRACKER } from './heartbeat-constants.ts';

/** Idle tracker states (spec §4). */
export type IdleState = 'running' | 'idle' | 'tab-inactive';

/** The browser surface the tracker listens to (a fake in tests). */
export interface IdleTrackerEnvironment {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  now: () => number;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export interface IdleTrackerOptions {
  /** Idle after this long without activity (default 3000 ms). */
  idleTimeoutMs?: number;
  /** Activity is handled at most once per this interval (default 2000 ms). */
  activityThrottleMs?: number;
  onChange: (state: IdleState) => void;
}

/** Events that count as the reader being active. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
  'pointerdown',
];

/**
 * Tracks whether the reader is active (spec §4): 'running' while active; 'idle' once no activity
 * was seen for the idle time-out (checked every 100 ms); 'tab-inactive' when the tab is hidden or
 * loses focus. Activity (throttled to one per 2000 ms) or focus resumes 'running'. `onChange`
 * fires on every change of state.
 */
export class IdleTracker {
  private state: IdleState = 'running';
  private lastActivity: number;
  private lastHandled = Number.NEGATIVE_INFINITY;
  private timer: unknown;
  private readonly idleTimeoutMs: number;
  private readonly throttleMs: number;

  private readonly env: IdleTrackerEnvironment;
  private readonly options: IdleTrackerOptions;

  constructor(env: IdleTrackerEnvironment, options: IdleTrackerOptions) {
    this.env = env;
    this.options = options;
    this.idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TRACKER.idleTimeoutMs;
    this.throttleMs = options.activityThrottleMs ?? IDLE_TRACKER.activityThrottleMs;
    this.lastActivity = env.now();
  }

  /** The current state. */
  get current(): IdleState {
    return this.state;
  }

  /** Starts listening; the state starts as 'running' (or 'tab-inactive' in a hidden tab). */
  start(): void {
    for (const name of ACTIVITY_EVENTS)
      this.env.window.addEventListener(name, this.onActivity, { passive: true });
    this.env.window.addEventListener('blur', this.onBlur);
    this.env.window.addEventListener('focus', this.onFocus);
    this.env.document.addEventListener('visibilitychange', this.onVisibility);
    this.timer = this.env.setInterval(this.check, IDLE_TRACKER.checkIntervalMs);
    if (this.env.document.visibilityState === 'hidden') this.set('tab-inactive');
  }

  /** Stops listening. */
  stop(): void {
    for (const name of ACTIVITY_EVENTS) this.env.window.removeEventListener(name, this.onActivity);
    this.env.window.removeEventListener('blur', this.onBlur);
    this.env.window.removeEventListener('focus', this.onFocus);
    this.env.document.removeEventListener('visibilitychange', this.onVisibility);
    this.env.clearInterval(this.timer);
  }

  private set(state: IdleState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onChange(state);
  }

  private resume(): void {
    this.lastActivity = this.env.now();
    this.set('running');
  }

  private readonly onActivity = (): void => {
    const now = this.env.now();
    if (now - this.lastHandled < this.throttleMs) return;
    this.lastHandled = now;
    if (this.state === 'tab-inactive' && this.env.document.visibilityState === 'hidden') return;
    this.resume();
  };

  private readonly onBlur = (): void => this.set('tab-inactive');

  private readonly onFocus = (): void => this.resume();

  private readonly onVisibility = (): void => {
    if (this.env.document.visibilityState === 'hidden') this.set('tab-inactive');
    else this.resume();
  };

  private readonly check = (): void => {
    if (this.state === 'running' && this.env.now() - this.lastActivity >= this.idleTimeoutMs)
      this.set('idle');
  };
}
