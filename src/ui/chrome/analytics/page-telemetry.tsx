import { useEffect } from 'react';
import { allows, CookieCategory } from '../../../core/consent/categories.ts';
import { consentSettings } from '../../../core/consent/consent-cookie.ts';
import { pageConsentStore } from '../consent/consent-store.ts';
import { loadChunk } from '../error-reporting/chunk-load-error.ts';
import { setAnalyticsEnvironment } from '../../kit/analytics/send-event.ts';
import type { PageTelemetryProps } from '../../../core/telemetry/telemetry-config.ts';

// eslint-disable-next-line no-console -- telemetry failures are reported, never thrown into the page.
const warn = (message: string, error: unknown) => console.warn(message, error);

/**
 * ISLAND (`client:idle`) that renders nothing and so needs no messages. It starts error
 * reporting only when a DSN is configured, and the analytics transport only once Performance
 * cookies are allowed; each one's code is fetched only then, so a page without either ships
 * just this bootstrap.
 */
export function PageTelemetry({ environment, analytics, errorReporting }: PageTelemetryProps) {
  useEffect(() => {
    setAnalyticsEnvironment(environment);
    const consent = pageConsentStore();
    consent.configure(consentSettings(environment));
    if (errorReporting !== undefined) {
      const page = { hostname: location.hostname, userAgent: navigator.userAgent, environment };
      loadChunk(() => import('../error-reporting/init-error-reporting.ts'), {
        name: 'error-reporting',
        requires: 'initErrorReporting',
      })
        .then((module) => module.initErrorReporting(errorReporting, page))
        .catch((error: unknown) => warn('Error reporting could not start', error));
    }

    let stopped = false;
    let stop: (() => void) | undefined;
    let started = false;
    const startWhenAllowed = () => {
      const decision = consent.snapshot().consent;
      if (started || decision === undefined || !allows(decision, CookieCategory.Performance)) return;
      started = true;
      const pageProperties = { ...analytics.pageProperties, path: location.pathname, title: document.title };
      loadChunk(() => import('./start-analytics.ts'), { name: 'analytics', requires: 'startAnalytics' })
        .then((module) => {
          if (!stopped) stop = module.startAnalytics({ ...analytics, pageProperties }, consent);
        })
        .catch((error: unknown) => {
          started = false; // a later consent change retries
          warn('Analytics could not start', error);
        });
    };
    const unsubscribe = consent.subscribe(startWhenAllowed);
    startWhenAllowed();
    return () => {
      stopped = true;
      unsubscribe();
      stop?.();
    };
  }, [environment, analytics, errorReporting]);
  return null;
}
