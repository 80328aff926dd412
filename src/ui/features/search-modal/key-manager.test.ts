import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyManager } from './key-manager.ts';

describe('key manager (spec §4: debounced refresh for signed-in users)', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => vi.useRealTimers());

  const setup = (
    signedIn: boolean,
    fetchKey = vi.fn(async () => ({ key: 'fresh', expiresAt: now + 5000 })),
  ) => {
    const onRefreshFailed = vi.fn();
    const keys = createKeyManager({
      initial: { key: 'initial', expiresAt: 1000 },
      signedIn,
      fetchKey,
      onRefreshFailed,
      now: () => now,
    });
    return { keys, fetchKey, onRefreshFailed };
  };

  it('uses the embedded key while it is valid', async () => {
    const { keys, fetchKey } = setup(true);
    await expect(keys.ensure()).resolves.toEqual({ key: 'initial', expiresAt: 1000 });
    keys.afterSearchEvent();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchKey).not.toHaveBeenCalled();
  });

  it('refreshes once, 1000 ms after the last search event, once keyExpiry has passed', async () => {
    const { keys, fetchKey } = setup(true);
    now = 2000;
    keys.afterSearchEvent();
    await vi.advanceTimersByTimeAsync(600);
    keys.afterSearchEvent();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchKey).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchKey).toHaveBeenCalledTimes(1);
    await expect(keys.ensure()).resolves.toMatchObject({ key: 'fresh' });
  });

  it('never refreshes for anonymous visitors', async () => {
    const { keys, fetchKey } = setup(false);
    now = 2000;
    keys.afterSearchEvent();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchKey).not.toHaveBeenCalled();
  });

  it('reports a failed refresh (the modal then shows its error screen)', async () => {
    const error = new Error('down');
    const { keys, onRefreshFailed } = setup(
      true,
      vi.fn(async () => Promise.reject(error)),
    );
    now = 2000;
    keys.afterSearchEvent();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onRefreshFailed).toHaveBeenCalledWith(error);
  });

  it('fetches a key when the embedded one has expired, sharing one request', async () => {
    const { keys, fetchKey } = setup(false);
    now = 1000;
    const [a, b] = await Promise.all([keys.ensure(), keys.ensure()]);
    expect(a).toEqual(b);
    expect(fetchKey).toHaveBeenCalledTimes(1);
  });

  it('hands out the valid key synchronously, none once it has expired, then the fetched one', async () => {
    const { keys, fetchKey } = setup(false);
    expect(keys.current()).toEqual({ key: 'initial', expiresAt: 1000 });
    now = 999;
    expect(keys.current()?.key).toBe('initial');
    now = 1000;
    expect(keys.current()).toBeUndefined();
    expect(fetchKey).not.toHaveBeenCalled();
    await keys.ensure();
    expect(keys.current()).toEqual({ key: 'fresh', expiresAt: 6000 });
  });

  it('does nothing after dispose', async () => {
    const { keys, fetchKey } = setup(true);
    now = 2000;
    keys.afterSearchEvent();
    keys.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchKey).not.toHaveBeenCalled();
  });
});
