import { createAnalyticsClient, type AnalyticsClient } from './analytics-client.ts';
import type { AnalyticsAttributes, UIEvent } from './types.ts';

let client: AnalyticsClient | undefined;

/** The page's one client, created on first use; none during server rendering. */
function pageClient(): AnalyticsClient | undefined {
  if (typeof window === 'undefined') return undefined;
  client ??= createAnalyticsClient(window);
  return client;
}

/**
 * Sends a UI event, e.g. `{eventType: 'ui', action: 'clicked', actionSubject: 'link',
 * actionSubjectId: 'contentSetAnnouncementLink', attributes: {href, title, contentSetTitle}}`.
 * A no-op on the server.
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
