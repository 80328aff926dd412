import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue } from './admission-queue.ts';

afterEach(() => {
  vi.useRealTimers();
});

const limits = { maxInFlight: 2, queueDepth: 2, queueTimeoutMs: 1000 };

describe('AdmissionQueue', () => {
  it('runs up to maxInFlight at once, queues up to queueDepth, and refuses the rest at once', async () => {
    const queue = new AdmissionQueue(limits);
    const tickets = Array.from({ length: 5 }, () => queue.enter());
    expect(queue.inFlight).toBe(2);
    expect(queue.queued).toBe(2);
    expect(await tickets[4]!.turn).toEqual({ admitted: false, reason: 'queue full' });
    const first = await tickets[0]!.turn;
    expect(first.admitted).toBe(true);
    let thirdAdmitted = false;
    void tickets[2]!.turn.then((turn) => (thirdAdmitted = turn.admitted));
    await Promise.resolve();
    expect(thirdAdmitted).toBe(false);
    if (first.admitted) first.release();
    // A released slot goes to the first waiter, in arrival order.
    expect((await tickets[2]!.turn).admitted).toBe(true);
    expect(queue.inFlight).toBe(2);
    expect(queue.queued).toBe(1);
  });

  it('refuses a waiter after queueTimeoutMs instead of keeping it waiting', async () => {
    vi.useFakeTimers();
    const queue = new AdmissionQueue({ ...limits, maxInFlight: 1 });
    queue.enter();
    const waiting = queue.enter();
    vi.advanceTimersByTime(1000);
    expect(await waiting.turn).toEqual({ admitted: false, reason: 'waited too long' });
    expect(queue.queued).toBe(0);
  });

  it('drops a waiter whose client left, so it is never started and frees its place', async () => {
    const queue = new AdmissionQueue({ ...limits, maxInFlight: 1 });
    const running = await queue.enter().turn;
    const gone = queue.enter();
    const next = queue.enter();
    gone.withdraw();
    expect(queue.queued).toBe(1);
    if (running.admitted) running.release();
    expect((await next.turn).admitted).toBe(true);
    expect(queue.inFlight).toBe(1);
  });

  it('counts a release once, and a withdraw after admission frees nothing', async () => {
    const queue = new AdmissionQueue({ ...limits, maxInFlight: 1 });
    const ticket = queue.enter();
    const turn = await ticket.turn;
    ticket.withdraw();
    expect(queue.inFlight).toBe(1);
    if (turn.admitted) {
      turn.release();
      turn.release();
    }
    expect(queue.inFlight).toBe(0);
    expect((await queue.enter().turn).admitted).toBe(true);
    expect(queue.inFlight).toBe(1);
  });
});
