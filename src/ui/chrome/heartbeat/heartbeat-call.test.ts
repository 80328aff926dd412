import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callHeartbeat, type HeartbeatTransport } from './heartbeat-call.ts';
import { HEARTBEAT } from './heartbeat-constants.ts';

const answer = (status: number) => new Response(status === 200 ? '{}' : null, { status });

describe('callHeartbeat (spec §7, §8)', () => {
  let calls: { at: number; init: RequestInit; url: string }[];
  let statuses: number[];
  let transport: HeartbeatTransport;

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    statuses = [];
    transport = {
      fetch: async (url, init) => {
        calls.push({ at: Date.now(), init, url });
        return answer(statuses.shift() ?? 200);
      },
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      csrfToken: () => 'token-1',
    };
  });
  afterEach(() => vi.useRealTimers());

  it('POSTs without a body, with credentials, a JSON content type and the CSRF token', async () => {
    const response = await callHeartbeat('/gateway/api/session/heartbeat', transport);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/gateway/api/session/heartbeat');
    expect(calls[0]!.init).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'token-1' },
    });
  });

  it('returns a 401 at once, without retrying', async () => {
    statuses = [401];
    expect((await callHeartbeat('/hb', transport)).status).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it.each([408, 500, 502, 503, 504, 522, 524])(
    'retries %i, starting at 300 ms and doubling',
    async (status) => {
      statuses = [status, status, 200];
      const result = callHeartbeat('/hb', transport);
      await vi.advanceTimersByTimeAsync(299);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(600);
      expect((await result).status).toBe(200);
      expect(calls.map((c) => c.at - calls[0]!.at)).toEqual([0, 300, 900]);
    },
  );

  it('gives up after 5 retries with the spec warning', async () => {
    statuses = [503, 503, 503, 503, 503, 503, 503];
    const result = callHeartbeat('/hb', transport);
    const outcome = expect(result).rejects.toThrow('retried for 5 times, stopped to call api');
    await vi.advanceTimersByTimeAsync(300 + 600 + 1200 + 2400 + 4800);
    await outcome;
    expect(calls).toHaveLength(1 + HEARTBEAT.maxRetries);
    expect(calls.map((c) => c.at - calls[0]!.at)).toEqual([0, 300, 900, 2100, 4500, 9300]);
  });

  it('does not retry other failures', async () => {
    statuses = [403];
    await expect(callHeartbeat('/hb', transport)).rejects.toThrow('heartbeat answered 403');
    expect(calls).toHaveLength(1);
  });
});
