/** Suggestions shown at most on the 404 page. */
export const MAX_SUGGESTIONS = 5;

/**
 * Search words for a missing page: its last path segment with separators turned to spaces and a
 * file extension dropped, e.g. '/cloud/jira/getting-started.html' → 'getting started'.
 */
export function searchQueryFromPath(path: string): string {
  const segments = path
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  let last = segments.at(-1) ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as written: the words are only a search hint.
  }
  return last
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[-_+.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The search page link for a missing path: /search/?q={words}, or /search/ without words. */
export function notFoundSearchHref(path: string): string {
  const query = searchQueryFromPath(path);
  return query === '' ? '/search/' : `/search/?q=${encodeURIComponent(query)}`;
}
