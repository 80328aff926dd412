/** Shared setup for the search tests (not used by the engine). */
import type { SearchRecord } from '../../schemas/search.ts';
import { buildSearchIndex } from './build-index.ts';
import { createSearchEngine, type SearchEngine } from './search-engine.ts';

/** A record with sensible defaults; `url` and `headingID` make the objectID. */
export function testRecord(fields: Partial<SearchRecord> & { url: string }): SearchRecord {
  const headingID = fields.headingID ?? '';
  return {
    objectID: `${fields.url}#${headingID}`,
    headingID,
    productTitle: 'Widgets Cloud',
    content: { header: 'Page', heading: 'Section' },
    text: '',
    type: 'guide',
    platform: 'cloud',
    productName: 'Widgets',
    access: 'NONE',
    position: 0,
    groupRank: 0,
    documentRankInGroup: 0,
    ...fields,
  };
}

/** An engine over `records`. */
export function testEngine(records: readonly SearchRecord[]): SearchEngine {
  return createSearchEngine(buildSearchIndex(records));
}

/** The objectIDs of a query's hits, in order. */
export function hitIds(engine: SearchEngine, query: string, params: Record<string, unknown> = {}): string[] {
  return engine.search({ query, distinct: false, ...params }).hits.map((hit) => hit.objectID);
}
