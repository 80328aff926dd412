import { insightsHost, searchHosts } from '../../../core/search/search-hosts.ts';
import aa from 'search-insights';
import { recordClick, type ClickDetails, type InsightsCall } from './click-insights.ts';
import { createQueryClient, type QueryClient } from './query-client.ts';
import { PREVIEW_ATTRIBUTES, PREVIEW_HIGHLIGHTS, type PreviewHit } from './result-groups.ts';
import { SEARCH_CONSTANTS } from './search-constants.ts';
import type { SearchClientConfig } from '../../../schemas/search-client.ts';
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
  /** Algolia `filters`: the reader's content language (decision 0042), unless widened to all. */
  filters?: string | undefined;
}

/** The search API as the modal sees it: our fetch query client and search-insights underneath. */
export interface SearchBackend {
  /** Sends the query at once (fetch is called before this returns) or answers from the cache. */
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

/** Answers kept per session (a backspace shows them again without a request, as algoliasearch did). */
const CACHED_ANSWERS = 100;

/** How the backend is built (tests pass a client and no window). */
export interface SearchBackendOptions {
  /** The query client; by default one over `fetch` to the resolved hosts. */
  client?: QueryClient;
  /** Aborts every request in flight (the modal session ended). */
  signal?: AbortSignal;
  /** Added to every query: the docs version being read (decision 0043). */
  filters?: string | undefined;
}

/**
 * Creates the modal's backend. Queries go through {@link createQueryClient} to the configured
 * hosts (the portal in the embedded mode), clicks through `search-insights` to the insights host.
 */
export function createSearchBackend(
  settings: SearchClientConfig,
  options: SearchBackendOptions = {},
): SearchBackend {
  const userToken = settings.userToken || SEARCH_CONSTANTS.anonymousUserToken;
  const client =
    options.client ??
    createQueryClient({ appId: settings.appId, hosts: searchHosts(settings, window.location) });
  const answers = new Map<string, Promise<BackendResult>>();
  let insightsKey: string | undefined;

  return {
    userToken,
    search(query, key, { hitsPerPage, distinct, filters }) {
      const cacheKey = JSON.stringify([key.key, query, hitsPerPage, distinct, filters]);
      const cached = answers.get(cacheKey);
      if (cached !== undefined) return cached;
      const request = {
        indexName: settings.indexName,
        query,
        hitsPerPage,
        distinct,
        ...(filters === undefined ? {} : { filters }),
        clickAnalytics: true,
        userToken,
        analyticsTags: settings.analyticsTags,
        ...(options.filters !== undefined && { filters: options.filters }),
        // Only what the modal renders: about a fifth less JSON to send and parse per keystroke.
        attributesToRetrieve: PREVIEW_ATTRIBUTES,
        attributesToHighlight: PREVIEW_HIGHLIGHTS,
        attributesToSnippet: [`content:${SEARCH_CONSTANTS.snippetWords}`],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      };
      const answer = client.search<PreviewHit>(key.key, [request], options.signal).then(([result]) => ({
        hits: result?.hits ?? [],
        nbHits: result?.nbHits ?? 0,
        queryID: result?.queryID,
      }));
      answers.set(cacheKey, answer);
      if (answers.size > CACHED_ANSWERS) answers.delete(answers.keys().next().value!);
      answer.catch(() => answers.delete(cacheKey));
      return answer;
    },
    click(details, key) {
      if (insightsKey !== key.key) {
        aa('init', {
          appId: settings.appId,
          apiKey: key.key,
          host: insightsHost(settings, window.location),
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
