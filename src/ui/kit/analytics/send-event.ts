import { createAnalyticsClient, isLocalHostname, type AnalyticsClient } from './analytics-client.ts';
import type { Environment } from '../../../core/telemetry/environment.ts';
import type { AnalyticsAttributes, UIEvent } from '../../../core/telemetry/analytics-event.ts';

let client: { host: Window; client: AnalyticsClient } | undefined;
let environment: Environment | undefined;

/**
 * The page's one client, created on first use; none during server rendering. It is bound to the
 * window it was made for: a page has one, but tests that share this module give each its own.
 */
function pageClient(): AnalyticsClient | undefined {
  if (typeof window === 'undefined') return undefined;
  if (client?.host !== window) {
    const host = window;
    const made = createAnalyticsClient(host, {
      isLocal: () =>
        environment === undefined ? isLocalHostname(host.location.hostname) : environment === 'local',
    });
    client = { host, client: made };
  }
  return client.client;
}

/**
 * Tells the page's client which environment the server recognised (from `site.environments`),
 * so it logs events to the console exactly when the page is local. Called by the telemetry island.
 */
export function setAnalyticsEnvironment(value: Environment): void {
  environment = value;
}

/**
 * Sends a UI event, e.g. `{eventType: 'ui', action: 'clicked', actionSubject: 'link',
 * actionSubjectId: 'contentSetAnnouncementLink', attributes: {href, title, contentSetTitle}}`.
 * A no-op on the server. Navigation clicks have helpers in `navigation-events.ts`.
 */
export function sendUIEvent(event: UIEvent): void {
  pageClient()?.send(event);
}

/** Sends a screen event (a page view) with the screen's name, e.g. 'cloud'. A no-op on the server. */
export function sendScreenEvent(name: string, attributes?: AnalyticsAttributes): void {
  pageClient()?.send(
    attributes === undefined ? { eventType: 'screen', name } : { eventType: 'screen', name, attributes },
  );
}
