import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPoolSlots } from './pool-slots.ts';
import { StorageUnavailableError } from './storage-unavailable.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createPoolSlots', () => {
  it('grants up to its size at once, then hands turns on in order of arrival', async () => {
    const slots = createPoolSlots(2);
    const first = await slots.acquire(1_000);
    const second = await slots.acquire(1_000);
    const order: string[] = [];
    const third = slots.acquire(1_000).then((release) => (order.push('third'), release));
    const fourth = slots.acquire(1_000).then((release) => (order.push('fourth'), release));
    expect([slots.held, slots.waiting]).toEqual([2, 2]);
    first();
    first(); // A second call gives nothing back twice.
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect([slots.held, slots.waiting]).toEqual([0, 0]);
  });

  it('refuses a waiter past its limit as busy, and the turn it would have had goes to the next', async () => {
    vi.useFakeTimers();
    const slots = createPoolSlots(1);
    const holder = await slots.acquire(100);
    const late = slots.acquire(100);
    const patient = slots.acquire(10_000);
    vi.advanceTimersByTime(100);
    await expect(late).rejects.toThrow(/busy/);
    await expect(late).rejects.toBeInstanceOf(StorageUnavailableError);
    holder();
    const release = await patient;
    expect(slots.held).toBe(1);
    release();
    expect(slots.held).toBe(0);
  });

  it('lets every waiter go at once when the database goes down; holders keep their turns', async () => {
    const slots = createPoolSlots(1);
    const holder = await slots.acquire(1_000);
    const waiters = [slots.acquire(60_000), slots.acquire(60_000)];
    slots.releaseAll(new Error('connection refused'));
    for (const waiter of waiters) await expect(waiter).rejects.toBeInstanceOf(StorageUnavailableError);
    expect([slots.held, slots.waiting]).toEqual([1, 0]);
    holder();
    expect(slots.held).toBe(0);
  });
});
