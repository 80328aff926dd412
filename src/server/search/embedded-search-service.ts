import { parseFilters } from '../../core/search/filter-syntax.ts';
import type { SearchEngine } from '../../core/search/search-engine.ts';
import type { SearchResponse } from '../../schemas/search.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import type { ServerEnv } from '../config/env.ts';
import { getContentStore } from '../content/content-store.ts';
import { database } from '../storage/index.ts';
import { accessFilterFor } from './access-filter.ts';
import { analyticsTagsFor } from './analytics-tags.ts';
import { insightsStore, type InsightsStore } from './insights-store.ts';
import { resolveParentKey } from './parent-key.ts';
import { getSearchEngine } from './search-index-store.ts';
import type { SearchCaller, SearchQuery, SearchService } from './search-service.ts';
import { searchUserToken } from './user-token.ts';
import { clientConfigFor, mintVisitorKey, type VisitorKeySettings } from './visitor-key.ts';

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
  now?: () => number;
}

/** The embedded provider: also hands its dependencies to the /1/ API handlers. */
export interface EmbeddedSearchService extends SearchService {
  readonly provider: 'embedded';
  readonly deps: EmbeddedSearchDeps;
}

/** Remembers a successful promise; forgets a failed one so the next call retries. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/** The embedded provider's dependencies from the environment and the process's stores. */
export function embeddedDepsFromEnv(env: ServerEnv): EmbeddedSearchDeps {
  return {
    appId: env.SEARCH_APP_ID,
    indexName: env.SEARCH_INDEX_NAME,
    keyLifetimeMs: env.SEARCH_KEY_LIFETIME_SECONDS * 1000,
    engine: getSearchEngine,
    site: async () => (await getContentStore()).manifest.site,
    parentKey: once(() => resolveParentKey(env.SEARCH_API_KEY, database)),
    insights: async () => insightsStore(await database()),
  };
}

/** Runs a query with the caller's enforced access filter, user token and analytics tags. */
export async function searchAs(
  deps: EmbeddedSearchDeps,
  caller: SearchCaller,
  query: SearchQuery,
): Promise<SearchResponse> {
  const started = performance.now();
  const [engine, site] = await Promise.all([deps.engine(), deps.site()]);
  const response = engine.search(
    {
      ...query,
      userToken: searchUserToken(caller.principal, caller.cookieHeader),
      analyticsTags: analyticsTagsFor(caller.principal, site),
    },
    { enforcedFilters: parseFilters(accessFilterFor(caller.principal)) },
  );
  response.timing.backendRequestMs = Math.round((performance.now() - started) * 1000) / 1000;
  return response;
}

/** The embedded search service (the default provider). */
export function createEmbeddedSearchService(source: ServerEnv | EmbeddedSearchDeps): EmbeddedSearchService {
  const deps = 'engine' in source ? source : embeddedDepsFromEnv(source);
  const keySettings = async (): Promise<VisitorKeySettings> => ({
    parentKey: await deps.parentKey(),
    indexName: deps.indexName,
    lifetimeMs: deps.keyLifetimeMs,
    site: await deps.site(),
    now: (deps.now ?? Date.now)(),
  });
  return {
    provider: 'embedded',
    indexName: deps.indexName,
    deps,
    search: (caller, query) => searchAs(deps, caller, query),
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
  };
}
