/**
 * Whether a request is for the Algolia-compatible search API (/1/, docs/decisions/0010-search-api.md).
 * Its clients (algoliasearch, search-insights, the search modal) authenticate every request with an
 * application id and API key in headers or query parameters, never with the session cookie.
 */
export function isCredentialApi(request: Request): boolean {
  return new URL(request.url).pathname.startsWith('/1/');
}
