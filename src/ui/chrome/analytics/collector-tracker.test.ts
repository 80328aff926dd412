import { describe, expect, it, vi } from 'vitest';
import {
  COLLECTOR_BATCH_SIZE,
  COLLECTOR_ENDPOINT,
  COLLECTOR_FLUSH_DELAY_MS,
  createCollectorTracker,
  type CollectorHost,
} from './collector-tracker.ts';
import type { AnalyticsEvent } from '../../../core/telemetry/analytics-event.ts';

const screen = (name: string): AnalyticsEvent => ({ eventType: 'screen', name });

function host(overrides: Partial<CollectorHost> = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  const reports: string[] = [];
  const hidden: (() => void)[] = [];
  const h: CollectorHost = {
    fetch: vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(url), init: init! });
      return new Response('{"accepted":1}', { status: 200 });
    }),
    csrfToken: () => 'token-1',
    page: () => '/cloud/',
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    report: (message) => reports.push(message),
    onHidden: (callback) => hidden.push(callback),
    ...overrides,
  };
  return { h, requests, reports, hidden };
}

describe('createCollectorTracker', () => {
  it('batches events for a second, then POSTs them as JSON with the CSRF header and keepalive', async () => {
    vi.useFakeTimers();
    const { h, requests } = host();
    const tracker = createCollectorTracker(h);
    tracker.track(screen('a'));
    tracker.track(screen('b'));
    await vi.advanceTimersByTimeAsync(COLLECTOR_FLUSH_DELAY_MS - 1);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe(COLLECTOR_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(init.headers).toEqual({ 'content-type': 'application/json', 'x-csrf-token': 'token-1' });
    expect(JSON.parse(init.body as string)).toEqual({ page: '/cloud/', events: [screen('a'), screen('b')] });
  });

  it('sends a full batch at once, and splits a flush into batches of at most 20', async () => {
    const { h, requests } = host();
    const tracker = createCollectorTracker(h);
    for (let i = 0; i < COLLECTOR_BATCH_SIZE; i += 1) tracker.track(screen(`s${i}`));
    await Promise.resolve();
    expect(requests).toHaveLength(1);
    for (let i = 0; i < COLLECTOR_BATCH_SIZE + 5; i += 1) tracker.track(screen(`t${i}`));
    await tracker.flush();
    const sizes = requests.map(
      (r) => (JSON.parse(r.init.body as string) as { events: unknown[] }).events.length,
    );
    expect(sizes).toEqual([20, 20, 5]);
    const names = requests.flatMap((r) =>
      (JSON.parse(r.init.body as string) as { events: { name: string }[] }).events.map((e) => e.name),
    );
    expect(names.slice(20, 22)).toEqual(['t0', 't1']);
  });

  it('sends what waits at once when the page is hidden', async () => {
    const { h, requests, hidden } = host();
    const tracker = createCollectorTracker(h);
    tracker.track(screen('last'));
    expect(requests).toHaveLength(0);
    for (const callback of hidden) callback();
    await Promise.resolve();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]!.init.body as string)).toMatchObject({ events: [screen('last')] });
  });

  it('leaves the header out without a token, and reports failures instead of throwing', async () => {
    const { h, requests, reports } = host({ csrfToken: () => undefined });
    const tracker = createCollectorTracker(h);
    tracker.track(screen('a'));
    await tracker.flush();
    expect(requests[0]?.init.headers).toEqual({ 'content-type': 'application/json' });
    const failing = host({
      fetch: async () => {
        throw new TypeError('offline');
      },
    });
    const t2 = createCollectorTracker(failing.h);
    t2.track(screen('b'));
    await expect(t2.flush()).resolves.toBeUndefined();
    expect(failing.reports).toEqual(['Analytics collector unreachable: TypeError: offline']);
    const refused = host({ fetch: async () => new Response('{}', { status: 400 }) });
    const t3 = createCollectorTracker(refused.h);
    t3.track(screen('c'));
    await t3.flush();
    expect(refused.reports).toEqual(['Analytics collector answered 400']);
    expect(reports).toEqual([]);
  });
});
