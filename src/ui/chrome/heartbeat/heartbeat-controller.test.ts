import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeartbeatController, parseHeartbeatAnswer } from './heartbeat-controller.ts';

const T0 = Date.parse('2026-01-01T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('HeartbeatController (spec §4, §7, §8)', () => {
  let calls: number;
  let pending: ((response: Response) => void)[];
  let warnings: string[];
  let failed: number;
  let controller: HeartbeatController;

  /** Answers the oldest pending call. */
  const answer = async (status: number, body?: unknown) => {
    const resolve = pending.shift();
    resolve?.(new Response(body === undefined ? null : JSON.stringify(body), { status }));
    await vi.advanceTimersByTimeAsync(0);
  };
  const ok = (nextInMs: number, expiryInMs: number) =>
    answer(200, {
      nextCallTimestamp: iso(Date.now() + nextInMs),
      sessionExpiryTime: iso(Date.now() + expiryInMs),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    calls = 0;
    pending = [];
    warnings = [];
    failed = 0;
    controller = new HeartbeatController({
      call: () => {
        calls += 1;
        return new Promise((resolve) => pending.push(resolve));
      },
      now: () => Date.now(),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      onAuthenticationFailed: () => (failed += 1),
      warn: (message) => warnings.push(message),
    });
  });
  afterEach(() => {
    controller.stop();
    vi.useRealTimers();
  });

  it('calls once on start', async () => {
    controller.start();
    expect(calls).toBe(1);
    await ok(60_000, 600_000);
    expect(calls).toBe(1);
  });

  it('calls when the reader becomes idle or the tab inactive', async () => {
    controller.start();
    await ok(600_000, 1_800_000);
    controller.idleStateChanged('idle');
    expect(calls).toBe(2);
    await ok(600_000, 1_800_000);
    controller.idleStateChanged('running');
    expect(calls).toBe(2);
    controller.idleStateChanged('tab-inactive');
    expect(calls).toBe(3);
  });

  it('never starts a second call while one is in flight', async () => {
    controller.start();
    controller.idleStateChanged('idle');
    controller.idleStateChanged('tab-inactive');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
    expect(controller.busy).toBe(true);
    await ok(1000, 600_000);
    expect(controller.busy).toBe(false);
  });

  it('checks every 10 s: calls when active and the next-call time has passed', async () => {
    controller.start();
    await ok(25_000, 600_000);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toBe(1); // checks at 10 s and 20 s: not due yet
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2); // check at 30 s: due
  });

  it('does not call for the next-call time while the reader is idle', async () => {
    controller.start();
    await ok(5000, 600_000);
    controller.idleStateChanged('idle');
    await ok(5000, 600_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);
  });

  it('calls when the session expiry has passed, even while idle', async () => {
    controller.start();
    await ok(5000, 35_000);
    controller.idleStateChanged('idle');
    await ok(5000, 35_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(3);
  });

  it('stores nextCallTimestamp and sessionExpiryTime after a success', async () => {
    const seen: unknown[] = [];
    controller = new HeartbeatController({
      call: async () =>
        new Response(JSON.stringify({ nextCallTimestamp: iso(T0 + 1), sessionExpiryTime: iso(T0 + 2) })),
      now: () => Date.now(),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      onAuthenticationFailed: () => undefined,
      onTimes: (times) => seen.push(times),
      warn: () => undefined,
    });
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ nextCallAt: T0 + 1, sessionExpiresAt: T0 + 2 }]);
  });

  it('on 401 calls the authentication-failed callback once and stops calling', async () => {
    controller.start();
    await answer(401);
    expect(failed).toBe(1);
    controller.idleStateChanged('idle');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(1);
  });

  it('logs a failure as a warning and tries again on the next due check', async () => {
    controller = new HeartbeatController({
      call: () => {
        calls += 1;
        return calls === 2
          ? Promise.reject(new Error('retried for 5 times, stopped to call api'))
          : Promise.resolve(
              new Response(
                JSON.stringify({
                  nextCallTimestamp: iso(Date.now() + 5000),
                  sessionExpiryTime: iso(Date.now() + 600_000),
                }),
              ),
            );
      },
      now: () => Date.now(),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      onAuthenticationFailed: () => (failed += 1),
      warn: (message) => warnings.push(message),
    });
    controller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
    expect(warnings).toEqual(['retried for 5 times, stopped to call api']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(3);
    expect(failed).toBe(0);
  });

  it('warns about an answer without the two dates', async () => {
    controller.start();
    await answer(200, { nextCallTimestamp: 'soon' });
    expect(warnings).toEqual(['heartbeat answer without nextCallTimestamp and sessionExpiryTime']);
  });
});

describe('parseHeartbeatAnswer', () => {
  it('reads the two date strings, and nothing else', () => {
    expect(parseHeartbeatAnswer({ nextCallTimestamp: iso(T0), sessionExpiryTime: iso(T0 + 5) })).toEqual({
      nextCallAt: T0,
      sessionExpiresAt: T0 + 5,
    });
    expect(parseHeartbeatAnswer(null)).toBeUndefined();
    expect(parseHeartbeatAnswer({ nextCallTimestamp: 1, sessionExpiryTime: 2 })).toBeUndefined();
  });
});
