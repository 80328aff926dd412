import { csrfToken } from '../../kit/http/csrf.ts';
import type { AnalyticsEvent, AnalyticsTracker } from '../../../core/telemetry/analytics-event.ts';

/** The portal's own collector (src/pages/api/analytics/events.ts). */
export const COLLECTOR_ENDPOINT = '/api/analytics/events';

/** Events per request; the collector accepts at most 50, and keepalive bodies must stay small. */
export const COLLECTOR_BATCH_SIZE = 20;

/** How long events wait for company before a batch goes out. */
export const COLLECTOR_FLUSH_DELAY_MS = 1000;

/** The body the collector accepts. */
export interface CollectorBatch {
  /** Path of the page the events happened on. */
  page: string;
  events: AnalyticsEvent[];
}

/** What the collector tracker needs from the page; tests pass their own. */
export interface CollectorHost {
  fetch: typeof fetch;
  /**
   * The page's CSRF token (`<meta name="csrf">`, spec §7, or asked for when a public page has
   * none), read at send time.
   */
  csrfToken(): string | undefined | Promise<string | undefined>;
  /** Path of the current page. */
  page(): string;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Failures are reported here, never thrown into the page. */
  report(message: string): void;
  /** Calls `callback` when the page is hidden or unloaded, the last chance to send. */
  onHidden(callback: () => void): void;
}

/** A tracker that batches events to the collector. */
export interface CollectorTracker extends AnalyticsTracker {
  /** Sends whatever waits now; resolves when the requests have settled. */
  flush(): Promise<void>;
  /** Sends what waits and stops. */
  dispose(): void;
}

/**
 * The default transport: events are batched and POSTed as JSON to
 * {@link COLLECTOR_ENDPOINT} with the CSRF token header and `keepalive`, so a batch sent while
 * the page unloads still arrives. A batch goes out when it is full or after
 * {@link COLLECTOR_FLUSH_DELAY_MS} or when the page is hidden; a failed batch is dropped, not retried, because analytics
 * must never load the page or the collector.
 */
export function createCollectorTracker(
  host: CollectorHost,
  endpoint: string = COLLECTOR_ENDPOINT,
): CollectorTracker {
  let queue: AnalyticsEvent[] = [];
  let timer: unknown;

  const flush = async (): Promise<void> => {
    if (timer !== undefined) host.clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch: CollectorBatch = { page: host.page(), events: queue.slice(0, COLLECTOR_BATCH_SIZE) };
      queue = queue.slice(COLLECTOR_BATCH_SIZE);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const token = await host.csrfToken();
      if (token !== undefined) headers['x-csrf-token'] = token;
      try {
        const response = await host.fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify(batch),
          keepalive: true,
          credentials: 'same-origin',
        });
        if (!response.ok) host.report(`Analytics collector answered ${response.status}`);
      } catch (error) {
        host.report(`Analytics collector unreachable: ${String(error)}`);
      }
    }
  };

  host.onHidden(() => void flush());
  return {
    track(event) {
      queue.push(event);
      if (queue.length >= COLLECTOR_BATCH_SIZE) void flush();
      else timer ??= host.setTimeout(() => void flush(), COLLECTOR_FLUSH_DELAY_MS);
    },
    flush,
    dispose: () => void flush(),
  };
}

/** The browser's host: window.fetch, the page's CSRF token, location and timers. */
export function browserCollectorHost(report: (message: string) => void): CollectorHost {
  return {
    fetch: (input, init) => window.fetch(input, init),
    csrfToken: () => csrfToken().catch(() => undefined),
    page: () => location.pathname,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    report,
    onHidden: (callback) => {
      addEventListener('pagehide', callback);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') callback();
      });
    },
  };
}
