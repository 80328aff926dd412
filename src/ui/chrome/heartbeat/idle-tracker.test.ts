import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTracker, type IdleState } from './idle-tracker.ts';

/** A window/document pair whose events the test fires by hand. */
function fakeEnvironment() {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    window: target as unknown as Window,
    document: doc as unknown as Document & { visibilityState: DocumentVisibilityState },
    fire: (name: string) => target.dispatchEvent(new Event(name)),
    setVisibility(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('IdleTracker (spec §4, §9)', () => {
  let env: ReturnType<typeof fakeEnvironment>;
  let states: IdleState[];
  let tracker: IdleTracker;

  const start = (options: { idleTimeoutMs?: number } = {}) => {
    tracker = new IdleTracker(
      {
        window: env.window,
        document: env.document,
        now: () => Date.now(),
        setInterval: (callback, ms) => setInterval(callback, ms),
        clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      },
      { ...options, onChange: (state) => states.push(state) },
    );
    tracker.start();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    env = fakeEnvironment();
    states = [];
  });
  afterEach(() => {
    tracker.stop();
    vi.useRealTimers();
  });

  it('starts running and goes idle after 3000 ms without activity', () => {
    start();
    expect(tracker.current).toBe('running');
    vi.advanceTimersByTime(2900);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(states).toEqual(['idle']);
  });

  it('takes a longer idle time-out when given one (the heartbeat passes 60000 ms)', () => {
    start({ idleTimeoutMs: 60_000 });
    vi.advanceTimersByTime(59_900);
    expect(tracker.current).toBe('running');
    vi.advanceTimersByTime(100);
    expect(tracker.current).toBe('idle');
  });

  it('resumes running on activity', () => {
    start();
    vi.advanceTimersByTime(3000);
    env.fire('mousemove');
    expect(states).toEqual(['idle', 'running']);
  });

  it('throttles activity to one handled event per 2000 ms', () => {
    start();
    env.fire('keydown'); // t=0, handled
    vi.advanceTimersByTime(1500);
    env.fire('keydown'); // t=1500, throttled: the idle clock still counts from 0
    vi.advanceTimersByTime(1500); // t=3000
    expect(tracker.current).toBe('idle');
    env.fire('keydown'); // t=3000, handled again (3000 ms since the last handled one)
    expect(tracker.current).toBe('running');
    vi.advanceTimersByTime(1000);
    env.fire('mousemove'); // t=4000, throttled
    vi.advanceTimersByTime(2000); // t=6000: 3000 ms after the last handled activity
    expect(tracker.current).toBe('idle');
  });

  it('keeps running while activity keeps coming', () => {
    start();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(2000);
      env.fire('scroll');
    }
    expect(states).toEqual([]);
  });

  it('becomes tab-inactive when the tab is hidden or loses focus, and resumes on focus', () => {
    start();
    env.setVisibility('hidden');
    expect(tracker.current).toBe('tab-inactive');
    env.setVisibility('visible');
    expect(tracker.current).toBe('running');
    env.fire('blur');
    expect(tracker.current).toBe('tab-inactive');
    vi.advanceTimersByTime(5000);
    expect(tracker.current).toBe('tab-inactive'); // no idle while inactive
    env.fire('focus');
    expect(states).toEqual(['tab-inactive', 'running', 'tab-inactive', 'running']);
  });

  it('ignores activity while the tab is hidden', () => {
    start();
    env.setVisibility('hidden');
    env.fire('mousemove');
    expect(tracker.current).toBe('tab-inactive');
  });

  it('starts tab-inactive in a hidden tab, and stops listening when stopped', () => {
    env.document.visibilityState = 'hidden';
    start();
    expect(tracker.current).toBe('tab-inactive');
    tracker.stop();
    env.fire('focus');
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual(['tab-inactive']);
  });
});
