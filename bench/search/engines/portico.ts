import { buildSearchIndex } from '../../../src/core/search/build-index.ts';
import { decodeSearchIndex, encodeSearchIndex } from '../../../src/core/search/index-codec.ts';
import { createSearchEngine, type SearchEngine } from '../../../src/core/search/search-engine.ts';
import type { SearchRecord } from '../../../src/schemas/search.ts';
import type { SearchAdapter } from './adapter.ts';

/** Portico's own engine, through its public API, exactly as the server will call it. */
export function porticoAdapter(): SearchAdapter {
  let engine: SearchEngine | undefined;
  return {
    name: 'Portico',
    configuration:
      'typos 1 from 4 / 2 from 8 (OSA Damerau), last word as prefix, title 4 > heading 3 > text 1, Algolia filters, distinct by url, content:20 snippets',
    build(records: readonly SearchRecord[]) {
      engine = createSearchEngine(buildSearchIndex(records));
    },
    serialise: () => encodeSearchIndex(engine!.index),
    reset() {
      engine = undefined;
    },
    load(bytes) {
      engine = createSearchEngine(decodeSearchIndex(bytes));
      engine.prepare();
    },
    search({ query, filters, hitsPerPage }) {
      const response = engine!.search({ query, filters, hitsPerPage });
      return response.hits.map((hit) => ({
        url: hit.url_without_anchor,
        objectID: hit.objectID,
        snippet: hit._snippetResult?.content?.value ?? '',
      }));
    },
  };
}
