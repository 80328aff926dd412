import { LRUCache } from 'lru-cache';
import { newQueryId, type SearchEngine } from '../../core/search/search-engine.ts';
import type { SearchParamsInput, SearchResponse } from '../../schemas/search.ts';

/** Answers of the embedded engine kept per index, so a repeated query is not ranked again. */
export interface SearchResultCache {
  /**
   * The answer of `query` under the `enforced` filter on `engine`: the kept one when the same
   * query was answered on this engine under the same filter, else `compute()`'s, then kept. A
   * kept answer comes back with a fresh query id (each search is its own for click analytics).
   */
  answer(
    engine: SearchEngine,
    enforced: string | undefined,
    query: SearchParamsInput,
    compute: () => SearchResponse,
  ): SearchResponse;
  /** Bytes kept for `engine`'s index (an estimate: UTF-16 length of the JSON answers). */
  bytes(engine: SearchEngine): number;
}

/**
 * The key of a query under an enforced filter. The enforced filter is the caller's access: two
 * callers who may read different records never share an answer. The user token and analytics
 * tags are left out: the engine's answer does not depend on them (a test holds it to that).
 */
export function resultKey(enforced: string | undefined, query: SearchParamsInput): string {
  const rest = Object.entries(query).filter(([name]) => name !== 'userToken' && name !== 'analyticsTags');
  return JSON.stringify([enforced ?? null, rest]);
}

/** The kept answer as a new search's: its own query id, and the time this lookup took. */
function answered(kept: SearchResponse, elapsedMs: number): SearchResponse {
  const timing = { backendInternalMs: Math.round(elapsedMs * 1000) / 1000 };
  const processingTimeMS = Math.round(elapsedMs);
  if (kept.queryID === undefined)
    return { ...kept, hits: kept.hits.map((hit) => ({ ...hit })), timing, processingTimeMS };
  const queryID = newQueryId();
  return {
    ...kept,
    queryID,
    hits: kept.hits.map((hit) => ({ ...hit, __queryID: queryID })),
    timing,
    processingTimeMS,
  };
}

/**
 * A cache of search answers bounded by `maxBytes` per index, least recently used out first. It
 * is keyed by the engine object itself: a rebuilt index is a new engine, which never meets the
 * old answers, and the old engine's answers go with it.
 */
export function createSearchResultCache(options: { maxBytes: number }): SearchResultCache {
  const perEngine = new WeakMap<SearchEngine, LRUCache<string, SearchResponse>>();
  const entriesOf = (engine: SearchEngine) => {
    let entries = perEngine.get(engine);
    if (entries === undefined) {
      entries = new LRUCache<string, SearchResponse>({
        maxSize: options.maxBytes,
        sizeCalculation: (response) => Math.max(1, JSON.stringify(response).length * 2),
      });
      perEngine.set(engine, entries);
    }
    return entries;
  };
  return {
    answer(engine, enforced, query, compute) {
      if (options.maxBytes <= 0) return compute();
      const started = performance.now();
      const entries = entriesOf(engine);
      const key = resultKey(enforced, query);
      const kept = entries.get(key);
      if (kept !== undefined) return answered(kept, performance.now() - started);
      const response = compute();
      // Kept as answered; every later reader gets a copy with its own query id and timing.
      entries.set(key, structuredClone(response));
      return response;
    },
    bytes: (engine) => perEngine.get(engine)?.calculatedSize ?? 0,
  };
}
