import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { SearchAdapter } from './adapter.ts';
import { BOOST, filterPredicate, flatDocs, groupHits, jsonBytes, typosFor, type FlatDoc } from './common.ts';

const decoder = new TextDecoder();

// MiniSearch 7: BM25+ over the four fields with our weights, fuzzy by the same length rule
// (its fuzzy is Levenshtein, without transpositions), prefix on the last word only, filters as
// its `filter` callback over stored fields; OR combination (its default). Grouping and snippets
// are the shared ones (common.ts).
const OPTIONS: Options<FlatDoc> = {
  idField: 'id',
  fields: ['title', 'heading', 'text', 'product'],
  storeFields: ['url', 'objectID', 'text', 'platform', 'productName', 'docType', 'access'],
  searchOptions: { boost: { ...BOOST }, fuzzy: (term) => typosFor(term) || false },
};

/** MiniSearch configured for the same features. */
export function miniSearchAdapter(): SearchAdapter {
  let index: MiniSearch<FlatDoc> | undefined;
  return {
    name: 'MiniSearch',
    configuration:
      'fuzzy(term) = 2 from 8 / 1 from 4 chars, prefix on last word, boost title 4 heading 3 text 1 product 0.5, filter callback, OR',
    build(records) {
      index = new MiniSearch(OPTIONS);
      index.addAll(flatDocs(records));
    },
    serialise: () => jsonBytes(index!.toJSON()),
    reset() {
      index = undefined;
    },
    load(bytes) {
      index = MiniSearch.loadJSON(decoder.decode(bytes), OPTIONS);
    },
    search({ query, filter, hitsPerPage }) {
      const typing = !/\s$/.test(query);
      const keep = filterPredicate(filter);
      const results = index!.search(query, {
        prefix: (_term, i, terms) => typing && i === terms.length - 1,
        filter: (result: SearchResult) => keep(result),
      });
      return groupHits(
        results as unknown as { url: string; objectID: string; text: string }[],
        query,
        hitsPerPage,
      );
    },
  };
}
