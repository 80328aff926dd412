import { describe, expect, it } from 'vitest';
import { SignInAddressTracker } from './sign-in-address-tracker.ts';

/** A tracker on a clock the test moves. */
function trackerAt(options: { maxAddresses?: number } = {}) {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const tracker = new SignInAddressTracker({ dirtyAt: 3, forgetAfterMs: 60_000, now: () => now, ...options });
  return { tracker, advance: (ms: number) => (now += ms), now: () => now };
}

describe('SignInAddressTracker', () => {
  it('forgives a few troubles, then the address is dirty until it has been quiet a while', () => {
    const { tracker, advance } = trackerAt();
    expect(tracker.standing('192.0.2.1')).toBe('clean');
    tracker.failed('192.0.2.1');
    tracker.refused('192.0.2.1', 'busy', 2);
    expect(tracker.standing('192.0.2.1')).toBe('clean');
    tracker.failed('192.0.2.1');
    expect(tracker.standing('192.0.2.1')).toBe('dirty');
    expect(tracker.standing('192.0.2.2')).toBe('clean');
    advance(59_000);
    expect(tracker.standing('192.0.2.1')).toBe('dirty');
    advance(1_000);
    expect(tracker.standing('192.0.2.1')).toBe('clean');
    expect(tracker.size).toBe(0);
  });

  it('makes an address that came back before its Retry-After dirty at once', () => {
    const { tracker } = trackerAt();
    tracker.cameBackEarly('192.0.2.1');
    expect(tracker.standing('192.0.2.1')).toBe('dirty');
  });

  it('forgets an address that signed in successfully', () => {
    const { tracker } = trackerAt();
    for (let i = 0; i < 3; i += 1) tracker.failed('192.0.2.1');
    tracker.refused('192.0.2.1', 'busy', 2);
    tracker.succeeded('192.0.2.1');
    expect(tracker.standing('192.0.2.1')).toBe('clean');
    expect(tracker.holdOf('192.0.2.1')).toBeUndefined();
  });

  it('holds an address for its refusal’s Retry-After: strangers when busy, everyone when throttled', () => {
    const { tracker, advance, now } = trackerAt();
    tracker.refused('192.0.2.1', 'busy', 2);
    expect(tracker.holdOf('192.0.2.1')).toEqual({ error: 'busy', until: now() + 2000, everyone: false });
    tracker.refused('192.0.2.2', 'throttled', 64);
    expect(tracker.holdOf('192.0.2.2')).toEqual({
      error: 'throttled',
      until: now() + 64_000,
      everyone: true,
    });
    // A refusal without a wait to hold (a throttle on one account only) leaves no hold.
    tracker.refused('192.0.2.3', 'throttled');
    expect(tracker.holdOf('192.0.2.3')).toBeUndefined();
    advance(2000);
    expect(tracker.holdOf('192.0.2.1')).toBeUndefined();
    expect(tracker.holdOf('192.0.2.2')).toMatchObject({ error: 'throttled' });
    // A shorter refusal does not cut a longer hold short; the troubles are forgotten, the hold is not.
    tracker.refused('192.0.2.2', 'busy', 2);
    expect(tracker.holdOf('192.0.2.2')).toMatchObject({ error: 'throttled' });
    advance(61_000);
    expect(tracker.standing('192.0.2.2')).toBe('clean');
    expect(tracker.holdOf('192.0.2.2')).toMatchObject({ error: 'throttled' });
    advance(1_000);
    expect(tracker.holdOf('192.0.2.2')).toBeUndefined();
  });

  it('remembers at most maxAddresses, forgetting the least recently troubled first', () => {
    const { tracker } = trackerAt({ maxAddresses: 3 });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) tracker.cameBackEarly(address);
    tracker.failed('10.0.0.1');
    tracker.cameBackEarly('10.0.0.4');
    expect(tracker.size).toBe(3);
    expect(tracker.standing('10.0.0.2')).toBe('clean');
    for (const address of ['10.0.0.1', '10.0.0.3', '10.0.0.4'])
      expect(tracker.standing(address)).toBe('dirty');
  });
});
