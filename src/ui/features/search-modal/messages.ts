/**
 * UI strings of the search modal (spec §2.9, §8). The error texts are the spec's exact wording;
 * the error screen's title and help text are the portal's own (the spec does not show them).
 */
export const searchMessages = {
  'search.dialogLabel': 'Search documentation',
  'search.inputLabel': 'Search',
  'search.placeholder': 'Search docs',
  'search.placeholderAi': 'Search docs or ask a question',
  'search.close': 'Close search',
  'search.clear': 'Clear',
  'search.loading': 'Searching…',
  'search.resultCount': '{count, plural, =0 {No results} one {# result} other {# results}}',
  'search.resultsLabel': 'Results for {query}',
  'search.showMore': 'Show more results from {product}',
  'search.advancedSearch': 'Advanced search',
  'search.favourites': 'Favorites',
  'search.recents': 'Recent',
  'search.suggestions': 'Suggested pages',
  'search.noResultTitle': 'No results for “{query}”',
  'search.noResultHelp': 'Check the spelling, try fewer or more general words, or open a suggested page.',
  'search.favouriteMark': 'Mark as favorite',
  'search.favouriteUnmark': 'Remove from favorites',
  'search.favouriteMarked': 'Favorite',
  /** Decision 0042: results in the reader's content language, until widened. */
  'search.onlyLanguage': 'Only results in {language}',
  'search.keyHints': '↑ ↓ to move, Enter to open, Shift+Enter to mark as favorite, Esc to close',
  'search.errorTitle': 'Search is unavailable',
  'search.errorHelp': 'Check your connection, or use the search page instead.',
  'search.fetchError': 'Unable to fetch results',
  'search.tokenError': "We're having trouble searching. Please try refreshing the page.",
  'search.searchError': "We're having trouble searching.",
  'search.popupSearchError': "We're having trouble searching. Please try again after some time.",
  'search.retry': 'Try again',
} as const;

/** Ids of the modal's messages. */
export type SearchMessageId = keyof typeof searchMessages;
