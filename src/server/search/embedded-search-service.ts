import { parseFilters } from '../../core/search/filter-syntax.ts';
import type { SearchEngine } from '../../core/search/search-engine.ts';
import type { FacetHitsResponse, SearchParamsInput, SearchResponse } from '../../schemas/search.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import type { ServerEnv } from '../config/env.ts';
import { retrying } from '../portal/lazy.ts';
import { insightsStore, type InsightsStore } from './insights-store.ts';
import { resolveParentKey } from './parent-key.ts';
import { createSearchResultCache, type SearchResultCache } from './search-result-cache.ts';
import type { SearchRules } from './search-api-backend.ts';
import type { SearchService, SearchSources } from './search-service.ts';
import { clientConfigFor, mintVisitorKey, visitorRules, type VisitorKeySettings } from './visitor-key.ts';

/** What the embedded provider and its HTTP API run on; tests pass their own. */
export interface EmbeddedSearchDeps {
  appId: string;
  indexName: string;
  keyLifetimeMs: number;
  engine: () => Promise<SearchEngine>;
  site: () => Promise<Pick<SiteConfig, 'vendorName' | 'employeeEmailDomain'>>;
  /** The secret that signs secured keys (parent-key.ts). */
  parentKey: () => Promise<string>;
  insights: () => Promise<InsightsStore>;
  /** Answers kept per index (SEARCH_CACHE_MAX_MB); without it every query is ranked. */
  resultCache?: SearchResultCache;
  now?: () => number;
}

/** The embedded provider's dependencies from the configuration and the portal's stores. */
export function embeddedDepsFromEnv(env: ServerEnv, sources: SearchSources): EmbeddedSearchDeps {
  return {
    appId: env.SEARCH_APP_ID,
    indexName: env.SEARCH_INDEX_NAME,
    keyLifetimeMs: env.SEARCH_KEY_LIFETIME_SECONDS * 1000,
    engine: sources.engine,
    site: sources.site,
    // Kept once read; a failed read (the database away) is retried by the next request.
    parentKey: retrying(() => resolveParentKey(env.SEARCH_API_KEY, sources.db)),
    insights: async () => insightsStore(await sources.db()),
    resultCache: createSearchResultCache({ maxBytes: env.SEARCH_CACHE_MAX_MB * 1024 * 1024 }),
  };
}

/**
 * Runs a query under `rules`: the one place the enforced access filter, user token and analytics
 * tags are applied, for a visitor's search and for an API key's alike.
 */
async function searchUnder(
  deps: EmbeddedSearchDeps,
  rules: SearchRules,
  query: SearchParamsInput,
): Promise<SearchResponse> {
  const started = performance.now();
  const engine = await deps.engine();
  const params = {
    ...query,
    ...(rules.userToken === undefined ? {} : { userToken: rules.userToken }),
    ...(rules.analyticsTags === undefined ? {} : { analyticsTags: [...rules.analyticsTags] }),
  };
  const run = () =>
    engine.search(params, {
      enforcedFilters: rules.filters === undefined ? undefined : parseFilters(rules.filters),
    });
  const response = deps.resultCache ? deps.resultCache.answer(engine, rules.filters, params, run) : run();
  response.timing.backendRequestMs = Math.round((performance.now() - started) * 1000) / 1000;
  return response;
}

/** searchForFacetValues under `rules`, with the same enforced filter as a search. */
async function facetValuesUnder(
  deps: EmbeddedSearchDeps,
  rules: SearchRules,
  facet: string,
  query: SearchParamsInput,
): Promise<FacetHitsResponse> {
  const engine = await deps.engine();
  return engine.searchForFacetValues(facet, query, {
    enforcedFilters: rules.filters === undefined ? undefined : parseFilters(rules.filters),
  });
}

/** The embedded search service (the default provider). */
export function createEmbeddedSearchService(deps: EmbeddedSearchDeps): SearchService {
  const now = deps.now ?? Date.now;
  const keySettings = async (): Promise<VisitorKeySettings> => ({
    parentKey: await deps.parentKey(),
    indexName: deps.indexName,
    lifetimeMs: deps.keyLifetimeMs,
    site: await deps.site(),
    now: now(),
  });
  return {
    provider: 'embedded',
    indexName: deps.indexName,
    search: async (caller, query) => searchUnder(deps, visitorRules(caller, await deps.site()), query),
    async searchKey(caller) {
      const { key, lifetimeMs, expiresAt } = mintVisitorKey(caller, await keySettings());
      return { key, lifetimeMs, expiresAt };
    },
    clientConfig: async (caller) =>
      clientConfigFor(caller, await keySettings(), {
        provider: 'embedded',
        appId: deps.appId,
        hosts: null,
        insightsHost: null,
      }),
    api: {
      appId: deps.appId,
      indexName: deps.indexName,
      parentKey: deps.parentKey,
      searchUnder: (rules, params) => searchUnder(deps, rules, params),
      facetValuesUnder: (rules, facet, params) => facetValuesUnder(deps, rules, facet, params),
      insights: deps.insights,
      now,
    },
  };
}
