import {
  algoliaInsightsOrigin,
  algoliaSearchHost,
  type AlgoliaInsightsRegion,
} from '../../core/search/search-hosts.ts';
import { SearchError } from '../../core/search/search-error.ts';
import { SearchResponseSchema, type SearchResponse } from '../../schemas/search.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import type { ServerEnv } from '../config/env.ts';
import type { SearchService } from './search-service.ts';
import { clientConfigFor, mintVisitorKey, type VisitorKeySettings } from './visitor-key.ts';

/** What the Algolia provider needs; tests pass their own fetch. */
export interface AlgoliaSearchDeps {
  appId: string;
  /** The search-only key that secured keys derive from (a secret). */
  searchApiKey: string;
  indexName: string;
  insightsRegion?: AlgoliaInsightsRegion | undefined;
  keyLifetimeMs: number;
  site: () => Promise<Pick<SiteConfig, 'vendorName' | 'employeeEmailDomain'>>;
  fetch?: typeof fetch;
  now?: () => number;
}

const ANSWER_TIMEOUT_MS = 5000;

/** The provider's settings from the environment; a missing ALGOLIA_* setting is a clear error. */
export function algoliaDepsFromEnv(env: ServerEnv, site: AlgoliaSearchDeps['site']): AlgoliaSearchDeps {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_API_KEY: searchApiKey, ALGOLIA_INDEX_NAME: indexName } = env;
  if (appId === undefined || searchApiKey === undefined || indexName === undefined)
    throw new Error(
      'SEARCH_PROVIDER=algolia needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME.',
    );
  return {
    appId,
    searchApiKey,
    indexName,
    insightsRegion: env.ALGOLIA_INSIGHTS_REGION,
    keyLifetimeMs: env.SEARCH_KEY_LIFETIME_SECONDS * 1000,
    site,
  };
}

/**
 * The Algolia provider (SEARCH_PROVIDER=algolia): the browser queries Algolia directly with the
 * visitor's secured key; the server only mints those keys and, for server-rendered pages, runs
 * the same query with the same key, so Algolia enforces the same filters. The records must have
 * been sent to the Algolia index by the deployment (the portal does not upload them).
 */
export function createAlgoliaSearchService(deps: AlgoliaSearchDeps): SearchService {
  const keySettings = async (): Promise<VisitorKeySettings> => ({
    parentKey: deps.searchApiKey,
    indexName: deps.indexName,
    lifetimeMs: deps.keyLifetimeMs,
    site: await deps.site(),
    now: (deps.now ?? Date.now)(),
  });
  const host = algoliaSearchHost(deps.appId);
  return {
    provider: 'algolia',
    indexName: deps.indexName,
    // Browsers query Algolia itself: the portal's /1/ API is off.
    api: undefined,
    async search(caller, query) {
      const started = performance.now();
      const { key } = mintVisitorKey(caller, await keySettings());
      const url = `https://${host}/1/indexes/${encodeURIComponent(deps.indexName)}/query`;
      const answer = await (deps.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'x-algolia-application-id': deps.appId, 'x-algolia-api-key': key },
        // The records' text is only for matching; hits carry the snippet instead.
        body: JSON.stringify({ ...query, attributesToRetrieve: ['*', '-text'] }),
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      const body: unknown = await answer.json().catch(() => ({}));
      if (answer.status === 400) {
        const message = (body as { message?: unknown }).message;
        throw new SearchError('invalid_params', typeof message === 'string' ? message : 'Invalid search.');
      }
      if (!answer.ok) throw new Error(`Algolia answered ${answer.status} to a search.`);
      const withTiming = {
        ...(body as object),
        timing: {
          backendInternalMs: (body as { processingTimeMS?: number }).processingTimeMS ?? 0,
          backendRequestMs: Math.round((performance.now() - started) * 1000) / 1000,
        },
      };
      // Algolia's hits may carry fields the portal does not use; only the shape is checked here.
      const parsed = SearchResponseSchema.omit({ hits: true }).safeParse(withTiming);
      if (!parsed.success) throw new Error('Algolia answered a search with an unexpected shape.');
      return withTiming as SearchResponse;
    },
    async searchKey(caller) {
      const { key, lifetimeMs, expiresAt } = mintVisitorKey(caller, await keySettings());
      return { key, lifetimeMs, expiresAt };
    },
    clientConfig: async (caller) =>
      clientConfigFor(caller, await keySettings(), {
        provider: 'algolia',
        appId: deps.appId,
        hosts: [{ url: host, protocol: 'https', accept: 'read' }],
        insightsHost: algoliaInsightsOrigin(deps.insightsRegion),
      }),
  };
}
