import type { SegmentConfig } from '../../../core/telemetry/telemetry-config.ts';
import { CookieCategory, ScriptOutcome } from '../../../core/consent/categories.ts';
import { loadScript } from '../consent/load-script.ts';
import type { AnalyticsEvent, AnalyticsTracker } from '../../../core/telemetry/analytics-event.ts';

/** Segment's queueing stub: an array of calls the real script replays once it has loaded. */
export type SegmentStub = unknown[] & {
  _writeKey?: string;
  _loadOptions?: { integrations: Record<string, boolean> };
  page(...args: unknown[]): unknown;
  track(...args: unknown[]): unknown;
};

/** The window surface the Segment tracker uses; tests pass their own. */
export interface SegmentHost {
  analytics?: SegmentStub | undefined;
}

/** Options of {@link startSegment}. */
export interface SegmentStart {
  /** Page properties for the initial page call. */
  pageProperties: Record<string, string>;
  /** The Google Analytics destination runs only when Targeting cookies are allowed (spec §7). */
  targetingAllowed: boolean;
  /** The loader; defaults to the consent-gated {@link loadScript}. */
  load?: (src: string, category: CookieCategory) => Promise<ScriptOutcome>;
}

/** The script URL for a write key. */
export function segmentScriptUrl(config: SegmentConfig): string {
  return config.scriptUrl.replaceAll('{key}', encodeURIComponent(config.writeKey));
}

/** Installs Segment's standard queueing stub on `host` (as the vendor snippet does). */
function installStub(host: SegmentHost): SegmentStub {
  if (host.analytics !== undefined) return host.analytics;
  const stub = [] as unknown as SegmentStub;
  for (const method of ['page', 'track', 'identify', 'screen']) {
    (stub as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      stub.push([method, ...args]);
      return stub;
    };
  }
  host.analytics = stub;
  return stub;
}

/** Sends one portal event through Segment: screens as page calls, UI events as track calls. */
function forward(analytics: SegmentStub, event: AnalyticsEvent): void {
  if (event.eventType === 'screen') analytics.page(event.name, { ...event.attributes });
  else
    analytics.track(`${event.actionSubject} ${event.action}`, {
      ...event.attributes,
      actionSubjectId: event.actionSubjectId,
    });
}

/**
 * Loads the Segment-compatible script (spec §7) and answers a tracker over it, or undefined when
 * Performance cookies are not allowed (nothing is loaded then). The stub carries the write key
 * and the Google Analytics flag (= Targeting allowed) for the script to read as it starts; the
 * initial page call with the page properties follows once it has loaded.
 */
export async function startSegment(
  host: SegmentHost,
  config: SegmentConfig,
  start: SegmentStart,
): Promise<AnalyticsTracker | undefined> {
  const load = start.load ?? loadScript;
  const stub = installStub(host);
  stub._writeKey = config.writeKey;
  stub._loadOptions = { integrations: { 'Google Analytics': start.targetingAllowed } };
  if ((await load(segmentScriptUrl(config), CookieCategory.Performance)) === ScriptOutcome.Blocked) {
    return undefined;
  }
  // The loaded script replaces the stub; calls made before that were queued on it.
  const analytics = () => host.analytics ?? stub;
  analytics().page(start.pageProperties);
  return { track: (event) => forward(analytics(), event) };
}
