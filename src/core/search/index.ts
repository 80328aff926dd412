/** Public API of the in-process search engine (see README.md). */
export { buildSearchIndex } from './build-index.ts';
export { decodeSearchIndex, encodeSearchIndex } from './index-codec.ts';
export { buildFilters, filterValue, type FilterSelection } from './filter-builder.ts';
export { andFilters, FILTER_LIMITS, parseFilters, type FilterNode } from './filter-syntax.ts';
export { escapeHtml } from './highlight.ts';
export { pageToRecords, recordObjectId, type IndexablePage, type IndexableSection } from './page-records.ts';
export { QUERY_LIMITS } from './query-plan.ts';
export { createSearchEngine, type SearchEngine, type SearchOptions } from './search-engine.ts';
export { SearchError, type SearchErrorCode } from './search-error.ts';
export type { SearchIndex } from './search-index.ts';
export { SNIPPET_WORDS } from './snippet.ts';
export { allowedTypos, TYPO_THRESHOLDS, typoDistance } from './typos.ts';
