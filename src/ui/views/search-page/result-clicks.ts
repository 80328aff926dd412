import { insightsHost } from '../../../core/search/search-hosts.ts';
import type { SearchClientConfig } from '../../../schemas/search-client.ts';

/** What the click tracker needs of the visitor's search configuration. */
export type ClickSettings = Pick<
  SearchClientConfig,
  'appId' | 'indexName' | 'apiSearchKey' | 'insightsHost' | 'userToken'
>;

/** Marks a result link: the record it shows and its absolute 1-based position. */
export const OBJECT_ATTRIBUTE = 'data-insights-object-id';
export const POSITION_ATTRIBUTE = 'data-insights-position';
/** Marks the results list with the query id the search answered. */
export const QUERY_ATTRIBUTE = 'data-insights-query-id';
/** Set on the results list once clicks are being recorded. */
export const READY_ATTRIBUTE = 'data-insights-ready';
/** The event name the search modal uses too (spec §7 click analytics). */
export const CLICK_EVENT_NAME = 'Search result clicked';

/** One Insights click event, as POST /1/events takes it. */
export interface ClickEvent {
  eventType: 'click';
  eventName: string;
  index: string;
  queryID: string;
  objectIDs: [string];
  positions: [number];
  userToken: string;
  timestamp: number;
}

/** The marks read from a clicked result link and its list. */
export interface ClickMarks {
  objectID: string | null;
  position: string | null;
  queryID: string | null;
}

/** The marks of the result link `target` is in, or undefined outside a marked results list. */
export function marksOf(target: Element): ClickMarks | undefined {
  const link = target.closest(`a[${OBJECT_ATTRIBUTE}]`);
  const list = link?.closest(`[${QUERY_ATTRIBUTE}]`);
  if (!link || !list) return undefined;
  return {
    objectID: link.getAttribute(OBJECT_ATTRIBUTE),
    position: link.getAttribute(POSITION_ATTRIBUTE),
    queryID: list.getAttribute(QUERY_ATTRIBUTE),
  };
}

/** The click event for a result's marks, or undefined when they are malformed. */
export function clickEventFor(
  marks: ClickMarks,
  settings: ClickSettings,
  now: number,
): ClickEvent | undefined {
  const objectID = marks.objectID ?? '';
  const position = Number(marks.position);
  const queryID = marks.queryID ?? '';
  if (objectID === '' || !Number.isInteger(position) || position < 1 || !/^[0-9a-f]{32}$/.test(queryID)) {
    return undefined;
  }
  return {
    eventType: 'click',
    eventName: CLICK_EVENT_NAME,
    index: settings.indexName,
    queryID,
    objectIDs: [objectID],
    positions: [position],
    userToken: settings.userToken,
    timestamp: now,
  };
}

/**
 * Sends one click to the Insights API (the portal's own or Algolia's). `keepalive` lets it finish
 * while the browser follows the link. A failure is logged to the console only (spec §7).
 */
export async function sendClick(
  event: ClickEvent,
  settings: ClickSettings,
  origin: string,
  fetchFn: typeof fetch = fetch,
): Promise<void> {
  try {
    const response = await fetchFn(`${insightsHost(settings, { origin })}/1/events`, {
      method: 'POST',
      keepalive: true,
      headers: {
        'content-type': 'application/json',
        'x-algolia-application-id': settings.appId,
        'x-algolia-api-key': settings.apiSearchKey,
      },
      body: JSON.stringify({ events: [event] }),
    });
    if (!response.ok) throw new Error(`Insights answered ${response.status}`);
  } catch (error) {
    // eslint-disable-next-line no-console -- spec §7: a failure to record a click is logged to the console only.
    console.error('Search error: Unable to record click', error);
  }
}
