import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSearchKey, SearchTokenError } from './token-fetch.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('fetchSearchKey (spec §4, §7, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the key with exp added to the current time', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => json({ key: 'k1', exp: 60_000 }));
    await expect(fetchSearchKey({ fetch: fetcher, now: () => 1000 })).resolves.toEqual({
      key: 'k1',
      expiresAt: 61_000,
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]![0]).toBe('/api/search/token');
  });

  it('retries and succeeds on the third attempt without logging', async () => {
    const log = vi.fn();
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({}, 500))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json({ key: 'k3', exp: 10 }));
    const result = fetchSearchKey({ fetch: fetcher, now: () => 0, log });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ key: 'k3', expiresAt: 10 });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(log).not.toHaveBeenCalled();
  });

  it('gives up after exactly 3 attempts with the exact log line', async () => {
    const log = vi.fn();
    const fetcher = vi.fn(async () => json({ error: 'nope' }, 503));
    const result = fetchSearchKey({ fetch: fetcher, log, path: '/api/search/token' });
    const settled = expect(result).rejects.toBeInstanceOf(SearchTokenError);
    await vi.runAllTimersAsync();
    await settled;
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'Search error: Unable to retrive search token: Max retries exhausted. GET /api/search/token answered 503',
    );
  });

  it('waits between attempts, not before the first', async () => {
    const fetcher = vi.fn(async () => json({}, 500));
    const result = fetchSearchKey({ fetch: fetcher, log: () => {}, delayMs: () => 1000 }).catch(
      () => 'failed',
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('failed');
  });

  it('refuses an answer without key and exp', async () => {
    const log = vi.fn();
    const result = fetchSearchKey({ fetch: async () => json({ key: '' }), log });
    const settled = expect(result).rejects.toThrow(SearchTokenError);
    await vi.runAllTimersAsync();
    await settled;
    expect(log.mock.calls[0]![0]).toMatch(
      /Max retries exhausted\. GET \/api\/search\/token answered without key and exp$/,
    );
  });
});
