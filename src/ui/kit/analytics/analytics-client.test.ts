import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_DOM_EVENT,
  MAX_BUFFERED_EVENTS,
  TRACKER_CHECK_INTERVAL_MS,
  createAnalyticsClient,
} from './analytics-client.ts';
import type {
  AnalyticsEvent,
  AnalyticsHost,
  AnalyticsTracker,
} from '../../../core/telemetry/analytics-event.ts';

class FakeHost extends EventTarget implements AnalyticsHost {
  __porticoTracker?: AnalyticsTracker | undefined;
  location: { hostname: string };
  constructor(location: { hostname: string }) {
    super();
    this.location = location;
  }
}

const screen = (name: string): AnalyticsEvent => ({ eventType: 'screen', name });

describe('createAnalyticsClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('buffers events until the tracker appears, then flushes them in order on the next check', () => {
    const host = new FakeHost({ hostname: 'developer.example.com' });
    const client = createAnalyticsClient(host);
    client.send(screen('cloud'));
    client.send(screen('server'));
    expect(client.pending()).toBe(2);

    vi.advanceTimersByTime(TRACKER_CHECK_INTERVAL_MS * 3);
    expect(client.pending()).toBe(2);

    const track = vi.fn();
    host.__porticoTracker = { track };
    vi.advanceTimersByTime(TRACKER_CHECK_INTERVAL_MS - 1);
    expect(track).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(track.mock.calls.map(([event]) => (event as { name: string }).name)).toEqual(['cloud', 'server']);
    expect(client.pending()).toBe(0);
    // The check stops once the buffer is empty.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends straight to a tracker that is already present, without a timer', () => {
    const host = new FakeHost({ hostname: 'developer.example.com' });
    const track = vi.fn();
    host.__porticoTracker = { track };
    createAnalyticsClient(host).send(screen('cloud'));
    expect(track).toHaveBeenCalledWith(screen('cloud'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispatches every event as a portico:analytics window event', () => {
    const host = new FakeHost({ hostname: 'developer.example.com' });
    const seen: unknown[] = [];
    host.addEventListener(ANALYTICS_DOM_EVENT, (event) => seen.push((event as CustomEvent).detail));
    createAnalyticsClient(host).send(screen('server'));
    expect(seen).toEqual([screen('server')]);
  });

  it('logs only on localhost and 127.0.0.1', () => {
    for (const [hostname, expected] of [
      ['localhost', 1],
      ['127.0.0.1', 1],
      ['developer.example.com', 0],
    ] as const) {
      const log = vi.fn();
      createAnalyticsClient(new FakeHost({ hostname }), { log }).send(screen('cloud'));
      expect(log, hostname).toHaveBeenCalledTimes(expected);
    }
  });

  it('keeps only the newest events while the tracker is missing', () => {
    const host = new FakeHost({ hostname: 'developer.example.com' });
    const client = createAnalyticsClient(host);
    for (let i = 0; i < MAX_BUFFERED_EVENTS + 5; i += 1) client.send(screen(`s${i}`));
    expect(client.pending()).toBe(MAX_BUFFERED_EVENTS);
    const track = vi.fn();
    host.__porticoTracker = { track };
    vi.advanceTimersByTime(TRACKER_CHECK_INTERVAL_MS);
    expect(track.mock.calls[0]?.[0]).toEqual(screen('s5'));
  });

  it('survives a tracker that throws and keeps delivering later events', () => {
    const host = new FakeHost({ hostname: 'developer.example.com' });
    const track = vi.fn().mockImplementationOnce(() => {
      throw new Error('boom');
    });
    host.__porticoTracker = { track };
    const client = createAnalyticsClient(host);
    expect(() => client.send(screen('a'))).not.toThrow();
    client.send(screen('b'));
    expect(track).toHaveBeenCalledTimes(2);
    expect(client.pending()).toBe(0);
  });
});

describe('createAnalyticsClient isLocal option', () => {
  it('asks the environment for every event instead of guessing from the host name', () => {
    let local = false;
    const log = vi.fn();
    const client = createAnalyticsClient(new FakeHost({ hostname: 'localhost' }), {
      log,
      isLocal: () => local,
    });
    client.send(screen('a'));
    expect(log).not.toHaveBeenCalled();
    local = true;
    client.send(screen('b'));
    expect(log).toHaveBeenCalledExactlyOnceWith('[analytics] screen', screen('b'));
    client.dispose();
  });
});
