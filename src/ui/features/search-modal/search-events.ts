import { sendUIEvent } from '../../kit/analytics/send-event.ts';
import type { AnalyticsAttributes } from '../../../core/telemetry/analytics-event.ts';
import type { SearchEventName } from './search-constants.ts';

/** Where a search event comes from. */
export type SearchSurface = 'searchModal' | 'searchPage';

/**
 * The analytics event of one search event of spec §9, e.g. `{eventType: 'ui', action:
 * 'result_clicked', actionSubject: 'search', actionSubjectId: 'searchModal', attributes: {query,
 * href, title, position, queryID}}`.
 */
export function searchEvent(name: SearchEventName, surface: SearchSurface, attributes: AnalyticsAttributes) {
  return {
    eventType: 'ui' as const,
    action: name,
    actionSubject: 'search',
    actionSubjectId: surface,
    attributes,
  };
}

/** Sends a search event through the page's analytics client (a no-op on the server). */
export function sendSearchEvent(
  name: SearchEventName,
  surface: SearchSurface,
  attributes: AnalyticsAttributes,
): void {
  sendUIEvent(searchEvent(name, surface, attributes));
}
