import type { FacetHitsResponse, SearchResponse } from '../../schemas/search.ts';
import type { InsightsStore } from './insights-store.ts';
import type { KeyRestrictions } from './secured-api-key.ts';

/**
 * The rules a search runs under: the access filter, the search user token and the analytics
 * tags. A visitor's come from their principal (`visitorRules` of visitor-key.ts); an API
 * request's from its key. Undefined fields are not enforced (the parent key restricts nothing).
 */
export type SearchRules = Pick<KeyRestrictions, 'filters' | 'userToken' | 'analyticsTags'>;

/** What the Algolia-compatible /1/ API (search-api.ts) runs on: part of the embedded provider. */
export interface SearchApi {
  /** The application id keys must be presented with. */
  readonly appId: string;
  /** The index the API serves. */
  readonly indexName: string;
  /** The secret that signs secured keys (parent-key.ts). */
  parentKey(): Promise<string>;
  /** Runs one query on the index under `rules`, whatever the parameters say. */
  searchUnder(rules: SearchRules, params: Record<string, unknown>): Promise<SearchResponse>;
  /** searchForFacetValues of `facet` under `rules`: counts only over records the rules let through. */
  facetValuesUnder(
    rules: SearchRules,
    facet: string,
    params: Record<string, unknown>,
  ): Promise<FacetHitsResponse>;
  /** Where Insights events are kept. */
  insights(): Promise<InsightsStore>;
  /** The clock keys are checked against (ms since epoch). */
  now(): number;
}
