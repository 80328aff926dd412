/** Search constants of the spec (§9) the modal and the search page share. */
export const SEARCH_CONSTANTS = {
  /** Search debounce: 0 ms, i.e. the query is sent from the keystroke's input event itself. */
  searchDebounceMs: 0,
  /** Token refresh debounce for signed-in users. */
  keyRefreshDebounceMs: 1000,
  /** Attempts of GET /api/search/token before giving up. */
  tokenAttempts: 3,
  /** Position sent with a click when a hit carries none. */
  defaultClickPosition: 5,
  /** User token of anonymous visitors. */
  anonymousUserToken: 'nonLoggedInUser',
  /** Words per snippet. */
  snippetWords: 20,
  /** At most this many result pages (the search page's pagination). */
  maxPages: 50,
  /** 88 grid units of 8px: below this width the modal fills the screen. */
  responsiveBreakpointPx: 704,
} as const;

/** Where the token endpoint lives (spec §7). */
export const SEARCH_TOKEN_PATH = '/api/search/token';

/** The search page (spec §2.1). */
export const SEARCH_PAGE_PATH = '/search/';

/** Event names of the search (spec §9). */
export const SEARCH_EVENTS = [
  'searched',
  'result_clicked',
  'show_more',
  'advance_search',
  'favourite_clicked',
  'recent_clicked',
  'favourite_marked',
  'no_result_suggestion_clicked',
] as const;
export type SearchEventName = (typeof SEARCH_EVENTS)[number];
