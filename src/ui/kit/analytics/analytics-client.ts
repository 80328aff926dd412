import type { AnalyticsEvent, AnalyticsHost } from '../../../core/telemetry/analytics-event.ts';

/** How often the client looks for the tracker while events wait (spec §7, §9: 100 ms). */
export const TRACKER_CHECK_INTERVAL_MS = 100;

/** Name of the window event every sent analytics event is also dispatched as (for tests). */
export const ANALYTICS_DOM_EVENT = 'portico:analytics';

/**
 * Events kept while no tracker is present. The tracker may never come (no Performance consent),
 * so the buffer drops its oldest events instead of growing without bound.
 */
export const MAX_BUFFERED_EVENTS = 100;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);

/** Whether a host name is this machine (the fallback when no environment is known). */
export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname);
}

/** The analytics client: send events now, deliver them when the tracker is there. */
export interface AnalyticsClient {
  send(event: AnalyticsEvent): void;
  /** Events still waiting for the tracker. */
  pending(): number;
  /** Stops the tracker check; waiting events are kept. */
  dispose(): void;
}

/** Options of {@link createAnalyticsClient}. */
export interface AnalyticsClientOptions {
  /** Where local events are logged; defaults to console.debug. */
  log?: (message: string, event: AnalyticsEvent) => void;
  /**
   * Whether the page runs in the local environment (events are then logged), asked for each
   * event. Defaults to the host name being localhost or 127.0.0.1; the page's telemetry passes
   * the environment the server recognised from `site.environments`.
   */
  isLocal?: () => boolean;
}

// eslint-disable-next-line no-console -- spec §7: the client logs events to the console when local.
const debugLog = (message: string, event: AnalyticsEvent) => console.debug(message, event);

/**
 * Creates an analytics client bound to a window-like host. Each event is dispatched at once as a
 * `portico:analytics` CustomEvent, logged when the host is local, and buffered; the buffer is
 * flushed into `host.__porticoTracker.track` as soon as the tracker exists, checking every 100 ms.
 */
export function createAnalyticsClient(
  host: AnalyticsHost,
  options: AnalyticsClientOptions = {},
): AnalyticsClient {
  const log = options.log ?? debugLog;
  const isLocal = options.isLocal ?? (() => isLocalHostname(host.location.hostname));
  const buffer: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopChecking = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
  };

  /** Delivers the buffer if the tracker is present; true when nothing is left waiting. */
  const flush = (): boolean => {
    const tracker = host.__porticoTracker;
    if (tracker === undefined) return buffer.length === 0;
    for (let event = buffer.shift(); event !== undefined; event = buffer.shift()) {
      try {
        tracker.track(event);
      } catch (error) {
        // A tracker failure must never break the page; the event is dropped, not retried forever.
        if (isLocal()) log(`[analytics] tracker failed: ${String(error)}`, event);
      }
    }
    return true;
  };

  const startChecking = () => {
    if (timer !== undefined) return;
    timer = setInterval(() => {
      if (flush()) stopChecking();
    }, TRACKER_CHECK_INTERVAL_MS);
  };

  return {
    send(event) {
      host.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: event }));
      if (isLocal()) log(`[analytics] ${event.eventType}`, event);
      buffer.push(event);
      if (buffer.length > MAX_BUFFERED_EVENTS) buffer.shift();
      if (!flush()) startChecking();
    },
    pending: () => buffer.length,
    dispose: stopChecking,
  };
}
