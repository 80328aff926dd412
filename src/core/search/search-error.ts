/** What was wrong with a search request. */
export type SearchErrorCode = 'invalid_filters' | 'invalid_params' | 'invalid_index';

/**
 * The one error type the search engine throws for bad input (a filter it cannot parse, parameters
 * out of range, an index file that is not one). The HTTP layer answers it with a 400 and its
 * message; anything else escaping the engine is a bug.
 */
export class SearchError extends Error {
  readonly code: SearchErrorCode;

  constructor(code: SearchErrorCode, message: string) {
    super(message);
    this.name = 'SearchError';
    this.code = code;
  }
}
