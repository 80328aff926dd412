import type { Principal } from '../../core/policy/principal.ts';
import type { SearchParamsInput, SearchResponse } from '../../schemas/search.ts';
import type { SearchClientConfig } from '../../schemas/search-client.ts';
import type { SearchEngine } from '../../core/search/search-engine.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import type { ServerEnv } from '../config/env.ts';
import type { Database } from '../storage/database.ts';
import type { SearchApi } from './search-api-backend.ts';

/**
 * What a visitor asks for: Algolia's single-index query subset the portal uses (spec §7,
 * `SearchParamsInput` of src/schemas/search.ts). `page` is zero-based (the portal's page
 * minus 1); `filters` is the visitor's own selection, e.g. from `buildFilters(...)` of
 * src/core/search. Access filters are never taken from here: the service adds them.
 */
export type SearchQuery = SearchParamsInput;

/** Who asks and the request details that shape analytics. */
export interface SearchCaller {
  /** The visitor (locals.principal). Decides which records may be seen. */
  principal: Principal;
  /** The request's Cookie header, for the search user token (see user-token.ts); optional. */
  cookieHeader?: string | null | undefined;
}

/**
 * The portal's search, whatever runs it. Two providers implement it: the embedded engine
 * (default; the index the content build wrote, queried in process) and Algolia (SEARCH_PROVIDER=
 * algolia; the server queries Algolia with a secured key and the browser talks to Algolia
 * directly). Both enforce access the same way: a record whose `access` privilege the principal
 * lacks is never returned.
 */
export interface SearchService {
  /** 'embedded' or 'algolia'. */
  readonly provider: 'embedded' | 'algolia';
  /** Index name visitors query (the browser client's indexName). */
  readonly indexName: string;
  /**
   * Runs one query for a visitor and returns the Algolia-shaped answer (SearchResponse of
   * src/schemas/search.ts): grouped hits with `_highlightResult`/`_snippetResult`, nbHits,
   * nbPages, hitsPerPage, zero-based page, queryID (with clickAnalytics) and timing.
   *
   * Enforced, whatever the query says: the principal's access filter (`access:NONE` for
   * anonymous visitors, plus every privilege the policy granted), the search user token
   * ('nonLoggedInUser' when anonymous) and the analytics tags of spec §3/§6.
   *
   * @throws SearchError (src/core/search) for parameters or filters it refuses: answer 400
   *   with `error.message`. Anything else is a server fault.
   */
  search(caller: SearchCaller, query: SearchQuery): Promise<SearchResponse>;
  /**
   * A secured search key for the visitor (GET /api/search/token): made like Algolia's
   * generateSecuredApiKey, carrying the access filter, validUntil, userToken, restrictIndices and
   * analytics tags. `lifetimeMs` is the spec's `exp`; `expiresAt` the absolute time (ms).
   */
  searchKey(caller: SearchCaller): Promise<{ key: string; lifetimeMs: number; expiresAt: number }>;
  /** What the browser's search client needs, with a fresh key (see visitor-key.ts). */
  clientConfig(caller: SearchCaller): Promise<SearchClientConfig>;
  /**
   * The Algolia-compatible HTTP API (/1/) this provider serves, or undefined when browsers talk
   * to the provider itself (Algolia). Its queries run under the rules a key carries, applied in
   * the same place as `search` applies a visitor's.
   */
  readonly api: SearchApi | undefined;
}

/** How the portal's content and database reach a search provider. */
export interface SearchSources {
  site: () => Promise<Pick<SiteConfig, 'vendorName' | 'employeeEmailDomain'>>;
  db: () => Promise<Database>;
  engine: () => Promise<SearchEngine>;
}

/**
 * The search service the configuration chooses (SEARCH_PROVIDER): built once by the composition
 * root (src/server/portal.ts), which hands it to pages and handlers through `locals.services`.
 * The embedded provider loads the index file of the content build on first use and re-reads it
 * when a rebuild replaces it (outside production), like the content store.
 *
 * @example
 * const service = await Astro.locals.services.search();
 * const results = await service.search(
 *   { principal: Astro.locals.principal, cookieHeader: Astro.request.headers.get('cookie') },
 *   { query: q, filters: buildFilters({ platform, products, types }), page: p - 1, clickAnalytics: true },
 * );
 */
export async function createSearchService(env: ServerEnv, sources: SearchSources): Promise<SearchService> {
  if (env.SEARCH_PROVIDER === 'algolia') {
    const { algoliaDepsFromEnv, createAlgoliaSearchService } = await import('./algolia-search-service.ts');
    return createAlgoliaSearchService(algoliaDepsFromEnv(env, sources.site));
  }
  const { createEmbeddedSearchService, embeddedDepsFromEnv } = await import('./embedded-search-service.ts');
  return createEmbeddedSearchService(embeddedDepsFromEnv(env, sources));
}
