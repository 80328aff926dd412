import { describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, consentFor, CookieCategory, REJECT_OPTIONAL } from '../../../core/consent/categories.ts';
import { consentSettings } from '../../../core/consent/consent-cookie.ts';
import { createConsentStore } from '../consent/consent-store.ts';
import type { CollectorTracker } from './collector-tracker.ts';
import { startAnalytics, type AnalyticsPage, type TrackerFactories } from './start-analytics.ts';
import type { AnalyticsTracker } from '../../../core/telemetry/analytics-event.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(cookies = '') {
  const consent = createConsentStore({
    readCookies: () => cookies,
    writeCookie: () => undefined,
    secure: false,
  });
  const collector: CollectorTracker = {
    track: vi.fn(),
    flush: vi.fn(async () => undefined),
    dispose: vi.fn(),
  };
  const segmentTracker: AnalyticsTracker = { track: vi.fn() };
  const factories = {
    collector: vi.fn(() => collector),
    segment: vi.fn(async () => segmentTracker),
  } satisfies TrackerFactories;
  const page: AnalyticsPage = {};
  return { consent, collector, segmentTracker, factories, page };
}

describe('startAnalytics', () => {
  it('installs no tracker before the reader decides, then the collector with Performance consent', async () => {
    const { consent, collector, factories, page } = setup();
    startAnalytics({ pageProperties: {} }, consent, page, factories);
    consent.configure(consentSettings('production'));
    await settle();
    expect(page.__porticoTracker).toBeUndefined();
    expect(factories.collector).not.toHaveBeenCalled();
    consent.save(consentFor([CookieCategory.Performance]));
    await settle();
    expect(page.__porticoTracker).toBe(collector);
    expect(factories.collector).toHaveBeenCalledOnce();
  });

  it('installs nothing when optional cookies are rejected, and removes the tracker when Performance is withdrawn', async () => {
    const { consent, collector, factories, page } = setup('portico_consent=v1:1');
    startAnalytics({ pageProperties: {} }, consent, page, factories);
    consent.configure(consentSettings('production'));
    await settle();
    expect(page.__porticoTracker).toBeUndefined();
    consent.save(ACCEPT_ALL);
    await settle();
    expect(page.__porticoTracker).toBe(collector);
    consent.save(REJECT_OPTIONAL);
    await settle();
    expect(page.__porticoTracker).toBeUndefined();
    expect(collector.dispose).toHaveBeenCalledOnce();
  });

  it('uses the Segment-compatible script instead when configured, with the GA flag from Targeting', async () => {
    const { consent, segmentTracker, factories, page } = setup('portico_consent_test=v1:1.2');
    const segment = { scriptUrl: 'https://cdn.example.net/{key}.js', writeKey: 'k' };
    startAnalytics({ segment, pageProperties: { environment: 'staging' } }, consent, page, factories);
    consent.configure(consentSettings('staging'));
    await settle();
    expect(factories.collector).not.toHaveBeenCalled();
    expect(factories.segment).toHaveBeenCalledWith(page, segment, {
      pageProperties: { environment: 'staging' },
      targetingAllowed: false,
    });
    expect(page.__porticoTracker).toBe(segmentTracker);
  });

  it('stops following consent once stopped', async () => {
    const { consent, factories, page } = setup();
    const stop = startAnalytics({ pageProperties: {} }, consent, page, factories);
    consent.configure(consentSettings('local'));
    stop();
    consent.save(ACCEPT_ALL);
    await settle();
    expect(page.__porticoTracker).toBeUndefined();
  });
});
