import { allows, CookieCategory, type Consent } from '../../../core/consent/categories.ts';
import type { ConsentStore } from '../consent/consent-store.ts';
import { browserCollectorHost, createCollectorTracker, type CollectorTracker } from './collector-tracker.ts';
import { startSegment, type SegmentHost } from './segment-tracker.ts';
import type { AnalyticsConfig } from '../../../core/telemetry/telemetry-config.ts';
import type { AnalyticsTracker } from '../../../core/telemetry/analytics-event.ts';

/** The page surface {@link startAnalytics} works on; tests pass their own. */
export interface AnalyticsPage extends SegmentHost {
  __porticoTracker?: AnalyticsTracker | undefined;
}

/** How trackers are made; tests replace them. */
export interface TrackerFactories {
  collector: () => CollectorTracker;
  segment: typeof startSegment;
}

/* eslint-disable-next-line no-console -- analytics failures are reported, never thrown into the page. */
const warn = (message: string) => console.warn(message);

const browserFactories: TrackerFactories = {
  collector: () => createCollectorTracker(browserCollectorHost(warn)),
  segment: startSegment,
};

/**
 * Installs the page's tracking object (`__porticoTracker`, which the analytics client flushes
 * into) once the reader allows Performance cookies, and removes it again if they withdraw. With
 * a Segment-compatible script configured, that script carries the events (loaded only with
 * Performance consent; Google Analytics only with Targeting); otherwise the portal's collector
 * does. Without Performance consent no tracker exists, so events stay in the client's buffer.
 */
export function startAnalytics(
  config: AnalyticsConfig,
  consent: ConsentStore,
  page: AnalyticsPage = window,
  factories: TrackerFactories = browserFactories,
): () => void {
  let collector: CollectorTracker | undefined;
  let segment: Promise<AnalyticsTracker | undefined> | undefined;

  const apply = async (decision: Consent) => {
    if (!allows(decision, CookieCategory.Performance)) {
      page.__porticoTracker = undefined;
      collector?.dispose();
      collector = undefined;
      return;
    }
    if (config.segment === undefined) {
      collector ??= factories.collector();
      page.__porticoTracker = collector;
      return;
    }
    segment ??= factories.segment(page, config.segment, {
      pageProperties: config.pageProperties,
      targetingAllowed: allows(decision, CookieCategory.Targeting),
    });
    const tracker = await segment.catch((error: unknown) => {
      warn(String(error));
      return undefined;
    });
    if (tracker === undefined)
      segment = undefined; // blocked or failed: a later decision may retry
    else if (allows(consent.snapshot().consent ?? decision, CookieCategory.Performance))
      page.__porticoTracker = tracker;
  };

  let stopped = false;
  const unsubscribe = consent.subscribe(() => {
    const decision = consent.snapshot().consent;
    if (!stopped && decision !== undefined) void apply(decision);
  });
  void consent.ready().then((decision) => {
    if (!stopped) void apply(decision);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
