import { describe, expect, it } from 'vitest';
import { QUICK_EXIT_MS, RestartBackoff } from './restart-backoff.ts';

describe('RestartBackoff', () => {
  it('replaces a worker that ran a while at once', () => {
    expect(new RestartBackoff().delayAfterExit(QUICK_EXIT_MS)).toBe(0);
  });

  it('doubles the delay while workers die right after start, up to 30 s', () => {
    const backoff = new RestartBackoff();
    const delays = Array.from({ length: 9 }, () => backoff.delayAfterExit(100));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from the first delay once a worker lived long enough', () => {
    const backoff = new RestartBackoff();
    backoff.delayAfterExit(100);
    backoff.delayAfterExit(100);
    expect(backoff.delayAfterExit(QUICK_EXIT_MS + 1)).toBe(0);
    expect(backoff.delayAfterExit(100)).toBe(500);
  });
});
