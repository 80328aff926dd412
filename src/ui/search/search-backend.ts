import { liteClient } from 'algoliasearch/lite';
import aa from 'search-insights';
import { recordClick, type ClickDetails, type InsightsCall } from './click-insights.ts';
import type { PreviewHit } from './result-groups.ts';
import { SEARCH_CONSTANTS } from './search-constants.ts';
import type { SearchClientConfig } from '../../schemas/search-client.ts';
import { resolveHosts, resolveInsightsHost } from './search-settings.ts';
import type { SearchKey } from './token-fetch.ts';

/** What one query returns to the modal. */
export interface BackendResult {
  hits: PreviewHit[];
  nbHits: number;
  queryID: string | undefined;
}

/** Options of one query. */
export interface QueryOptions {
  hitsPerPage: number;
  /** Sections per page (Algolia's distinct). */
  distinct: number;
}

/** The search API as the modal sees it: Algolia's lite client and search-insights underneath. */
export interface SearchBackend {
  search(query: string, key: SearchKey, options: QueryOptions): Promise<BackendResult>;
  click(details: Omit<ClickDetails, 'index' | 'userToken'>, key: SearchKey): void;
  readonly userToken: string;
}

/** Errors the modal tells apart: the request never got an answer, or the API refused it. */
export function isFetchFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const { name } = error as { name?: unknown };
  return name === 'RetryError' || name === 'TypeError' || name === 'AbortError';
}

/**
 * Creates the modal's backend. Queries go through `algoliasearch/lite` to the configured hosts
 * (the portal in the embedded mode), clicks through `search-insights` to the insights host.
 */
export function createSearchBackend(settings: SearchClientConfig): SearchBackend {
  const userToken = settings.userToken || SEARCH_CONSTANTS.anonymousUserToken;
  const hosts = resolveHosts(settings, window.location);
  let client: { key: string; api: ReturnType<typeof liteClient> } | undefined;
  let insightsKey: string | undefined;

  const clientFor = (key: SearchKey) => {
    if (client?.key !== key.key)
      client = { key: key.key, api: liteClient(settings.appId, key.key, { hosts }) };
    return client.api;
  };

  return {
    userToken,
    async search(query, key, options) {
      const { results } = await clientFor(key).searchForHits<PreviewHit>({
        requests: [
          {
            indexName: settings.indexName,
            query,
            hitsPerPage: options.hitsPerPage,
            distinct: options.distinct,
            clickAnalytics: true,
            userToken,
            analyticsTags: settings.analyticsTags,
            attributesToSnippet: [`text:${SEARCH_CONSTANTS.snippetWords}`],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      });
      const result = results[0];
      return { hits: result?.hits ?? [], nbHits: result?.nbHits ?? 0, queryID: result?.queryID };
    },
    click(details, key) {
      if (insightsKey !== key.key) {
        aa('init', {
          appId: settings.appId,
          apiKey: key.key,
          host: resolveInsightsHost(settings, window.location),
          useCookie: false,
          userToken,
          partial: insightsKey !== undefined,
        });
        insightsKey = key.key;
      }
      recordClick(aa as unknown as InsightsCall, { ...details, index: settings.indexName, userToken });
    },
  };
}
