import {
  hitAttributesOf,
  projectHit,
  retrievesEverything,
  type ProjectedHit,
} from '../../core/search/hit-attributes.ts';
import { SearchError } from '../../core/search/search-error.ts';
import type { FacetHitsResponse, SearchResponse } from '../../schemas/search.ts';
import { compressSmall } from '../http/compress-small.ts';
import type { Logger } from '../log/logger.ts';
import { ApiRequestError, apiError, jsonAnswer, preflightAnswer } from './api-answer.ts';
import { authorize, checkIndex, type ApiAccess } from './api-auth.ts';
import {
  credentialsOf,
  isObject,
  MAX_QUERY_BODY_BYTES,
  paramsFromBody,
  paramsFromString,
  readJsonBody,
} from './api-request.ts';
import type { SearchApi } from './search-api-backend.ts';
import type { SearchService } from './search-service.ts';
import { handleInsightsEvents } from './insights-handler.ts';
import { storageUnavailableResponse } from '../http/storage-unavailable-response.ts';
import { isStorageUnavailable } from '../storage/storage-unavailable.ts';

/** Most queries in one multi-index request. */
export const MAX_MULTI_QUERIES = 50;

type Route =
  | { kind: 'query'; indexName: string; methods: readonly string[] }
  | { kind: 'facet-values'; indexName: string; facet: string; methods: readonly string[] }
  | { kind: 'browse-query'; indexName: string; methods: readonly string[] }
  | { kind: 'queries'; methods: readonly string[] }
  | { kind: 'events'; methods: readonly string[] };

/** The API routes, Algolia's layout under /1/ (ADR 0010). */
function routeOf(pathname: string): Route | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== '1') return undefined;
  if (parts.length === 2 && parts[1] === 'events') return { kind: 'events', methods: ['POST'] };
  if (parts[1] !== 'indexes' || parts[2] === undefined || parts[2] === '') return undefined;
  let indexName: string;
  try {
    indexName = decodeURIComponent(parts[2]);
  } catch {
    return undefined;
  }
  if (parts.length === 4 && indexName === '*' && parts[3] === 'queries')
    return { kind: 'queries', methods: ['POST'] };
  if (parts.length === 4 && parts[3] === 'query')
    return { kind: 'query', indexName, methods: ['GET', 'POST'] };
  if (parts.length === 3) return { kind: 'browse-query', indexName, methods: ['GET'] };
  if (parts.length === 6 && parts[3] === 'facets' && parts[5] === 'query') {
    try {
      return { kind: 'facet-values', indexName, facet: decodeURIComponent(parts[4]!), methods: ['POST'] };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** One query's answer: hits cut to attributesToRetrieve and attributesToHighlight. */
type QueryAnswer = Omit<SearchResponse, 'hits'> & { hits: ProjectedHit[] };

/**
 * Makes a hit's urls absolute on the portal's origin: DocSearch on another site links to them
 * as they are. Without a known origin they stay site paths.
 */
function absoluteUrls(hit: ProjectedHit, origin: string | undefined): ProjectedHit {
  if (origin === undefined) return hit;
  const out = { ...hit };
  if (typeof out.url === 'string' && out.url.startsWith('/')) out.url = origin + out.url;
  if (typeof out.url_without_anchor === 'string' && out.url_without_anchor.startsWith('/'))
    out.url_without_anchor = origin + out.url_without_anchor;
  return out;
}

/**
 * Runs one query with a key's restrictions; the key's userToken and analyticsTags win. Hits carry
 * the attributes the query asks for (Algolia's attributesToRetrieve / attributesToHighlight): the
 * search modal asks for what it renders, a smaller answer on every keystroke.
 */
async function runQuery(
  api: SearchApi,
  access: ApiAccess,
  indexName: string,
  params: Record<string, unknown>,
  origin: string | undefined,
): Promise<QueryAnswer> {
  checkIndex(access, indexName);
  if (indexName !== api.indexName) throw new ApiRequestError(404, 'Index does not exist');
  const attributes = hitAttributesOf(params);
  const response = await api.searchUnder(access, params);
  const hits = retrievesEverything(attributes)
    ? response.hits
    : response.hits.map((hit) => projectHit(hit, attributes));
  return { ...response, hits: hits.map((hit) => absoluteUrls(hit, origin)) };
}

/** searchForFacetValues (Algolia's facet query) under the key's rules. */
async function runFacetQuery(
  api: SearchApi,
  access: ApiAccess,
  indexName: string,
  facet: unknown,
  params: Record<string, unknown>,
): Promise<FacetHitsResponse> {
  checkIndex(access, indexName);
  if (indexName !== api.indexName) throw new ApiRequestError(404, 'Index does not exist');
  if (typeof facet !== 'string' || facet === '') throw new ApiRequestError(400, 'facet is required.');
  return api.facetValuesUnder(access, facet, params);
}

async function multiQuery(api: SearchApi, access: ApiAccess, body: unknown, origin: string | undefined) {
  if (!isObject(body) || !Array.isArray(body.requests))
    throw new ApiRequestError(400, 'The request body must be {"requests": [...]}.');
  if (body.requests.length > MAX_MULTI_QUERIES)
    throw new ApiRequestError(400, `At most ${MAX_MULTI_QUERIES} queries may be sent at once.`);
  const results = [];
  for (const [i, request] of (body.requests as unknown[]).entries()) {
    const what = `requests[${i}]`;
    const { indexName, type, facet, ...params } = paramsFromBody(request, what);
    if (typeof indexName !== 'string' || indexName === '')
      throw new ApiRequestError(400, `${what}: indexName is required.`);
    // algoliasearch v5's searchForFacetValues in a multi-query: type "facet" with the facet's name.
    if (type === 'facet') {
      results.push(await runFacetQuery(api, access, indexName, facet, params));
      continue;
    }
    if (type !== undefined && type !== 'default')
      throw new ApiRequestError(400, `${what}: type must be "default" or "facet".`);
    if (facet !== undefined)
      throw new ApiRequestError(400, `${what}: facet belongs to type "facet" queries.`);
    results.push({ ...(await runQuery(api, access, indexName, params, origin)), index: indexName });
  }
  return { results };
}

/**
 * The portal's Algolia-compatible search API: single-index queries (POST or GET
 * /1/indexes/{indexName}/query, GET /1/indexes/{indexName}?query=), multi-index queries (POST
 * /1/indexes/*\/queries, with type "facet" entries), searchForFacetValues (POST
 * /1/indexes/{indexName}/facets/{facet}/query) and Insights events (POST /1/events). Credentials are checked on every
 * request; bad input gets a 4xx `{message, status}`, never a 5xx. Hits' urls are made absolute
 * with `publicOrigin` (the portal's PUBLIC_URL), for DocSearch embedded on other sites. Served by the search service's
 * `api`; with SEARCH_PROVIDER=algolia browsers talk to Algolia itself and this API is off (404).
 */
export async function handleSearchApi(
  request: Request,
  search: () => Promise<SearchService>,
  log?: Logger,
  publicOrigin?: (request: Request) => Promise<string | undefined>,
): Promise<Response> {
  const { api } = await search();
  if (api === undefined)
    return apiError(404, 'Search is served by Algolia (SEARCH_PROVIDER=algolia); this API is off.');
  const url = new URL(request.url);
  const route = routeOf(url.pathname);
  if (route === undefined) return apiError(404, `No search API at ${url.pathname}.`);
  if (request.method === 'OPTIONS') return preflightAnswer();
  if (!route.methods.includes(request.method))
    return apiError(405, `Method ${request.method} is not allowed; use ${route.methods.join(' or ')}.`, {
      Allow: route.methods.join(', '),
    });
  try {
    const access = authorize(credentialsOf(request, url), api.appId, await api.parentKey(), api.now());
    switch (route.kind) {
      case 'events':
        return await handleInsightsEvents(request, api, access);
      // Every keystroke of the search modal waits for a query's answer: it is compressed here in
      // one step rather than streamed through the server's compression (compress-small.ts).
      case 'queries':
        return compressSmall(
          request,
          jsonAnswer(
            await multiQuery(
              api,
              access,
              await readJsonBody(request, MAX_QUERY_BODY_BYTES),
              await publicOrigin?.(request),
            ),
          ),
        );
      case 'facet-values':
        return jsonAnswer(
          await runFacetQuery(
            api,
            access,
            route.indexName,
            route.facet,
            paramsFromBody(await readJsonBody(request, MAX_QUERY_BODY_BYTES)),
          ),
        );
      case 'query':
      case 'browse-query': {
        const params =
          request.method === 'POST'
            ? paramsFromBody(await readJsonBody(request, MAX_QUERY_BODY_BYTES))
            : paramsFromString(url.search);
        return compressSmall(
          request,
          jsonAnswer(await runQuery(api, access, route.indexName, params, await publicOrigin?.(request))),
        );
      }
    }
  } catch (error) {
    if (error instanceof ApiRequestError) return apiError(error.status, error.message);
    if (error instanceof SearchError) return apiError(400, error.message);
    // The parent key (until first read) and Insights need the database: an outage is a 503.
    if (isStorageUnavailable(error)) {
      log?.warn('search_api_storage_unavailable', { path: url.pathname, error: String(error) });
      return storageUnavailableResponse(request);
    }
    log?.error('search_api_failed', { path: url.pathname, error: String(error) });
    return apiError(500, 'The search failed on the server.');
  }
}
