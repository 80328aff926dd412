import { SEARCH_CONSTANTS } from './search-constants.ts';

/** A click on a search result, as the insights API records it (spec §7). */
export interface ClickDetails {
  index: string;
  queryID: string;
  objectID: string;
  position?: number | undefined;
  eventName: string;
  userToken: string;
}

/** The payload of `clickedObjectIDsAfterSearch` (eventType click is added by search-insights). */
export function clickPayload(details: ClickDetails) {
  return {
    index: details.index,
    queryID: details.queryID,
    objectIDs: [details.objectID],
    positions: [details.position ?? SEARCH_CONSTANTS.defaultClickPosition],
    eventName: details.eventName,
    userToken: details.userToken,
  };
}

/** The search-insights call the modal uses (the library's functional interface). */
export type InsightsCall = (
  method: 'clickedObjectIDsAfterSearch',
  payload: ReturnType<typeof clickPayload>,
) => Promise<unknown> | unknown;

// eslint-disable-next-line no-console -- spec §7: a failure to record a click is logged to the console only.
const logFailure = (error: unknown) => console.error('Search error: Unable to record click', error);

/** Sends a click; a failure is logged to the console and never reaches the reader. */
export function recordClick(call: InsightsCall, details: ClickDetails, log = logFailure): void {
  try {
    void Promise.resolve(call('clickedObjectIDsAfterSearch', clickPayload(details))).catch(log);
  } catch (error) {
    log(error);
  }
}
