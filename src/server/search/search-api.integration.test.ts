import { algoliasearch, type SearchResponse as AlgoliaSearchResponse } from 'algoliasearch';
import * as insights from 'search-insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import type { SearchHit } from '../../schemas/search.ts';
import { createLogger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { createEmbeddedSearchService } from './embedded-search-service.ts';
import { insightsStore } from './insights-store.ts';
import { handleSearchApi } from './search-api.ts';
import { handleSearchToken } from './search-token-handler.ts';
import { serveHandler, signedIn, TEST_APP_ID, TEST_INDEX, testDeps, searchOver } from './test-fixtures.ts';

// Vitest loads the packages' Node builds; TypeScript (bundler resolution) sees the browser types,
// which lack the Node requester.
const { createInsightsClient, getRequesterForNode } = insights as typeof insights & {
  getRequesterForNode: () => Parameters<typeof insights.createInsightsClient>[0];
};

// The official clients, unchanged, against the portal's handlers on a real HTTP server: only
// their hosts point at the portal.
let db: Database;
let server: Awaited<ReturnType<typeof serveHandler>>;
let anonymousKey: string;
let staffKey: string;

beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db, MIGRATIONS);
  const deps = testDeps({ insights: async () => insightsStore(db) });
  const service = createEmbeddedSearchService(deps);
  const log = createLogger('silent');
  server = await serveHandler(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/search/token') {
      // The test's stand-in for the session: ?staff=1 signs in with FORGE_DOCS.
      const principal = url.searchParams.has('staff') ? signedIn(['FORGE_DOCS']) : ANONYMOUS;
      return handleSearchToken(request, { principal }, async () => service, log);
    }
    return handleSearchApi(request, searchOver(deps), log);
  });
  const token = async (query = '') =>
    ((await (await fetch(`${server.origin}/api/search/token${query}`)).json()) as { key: string }).key;
  anonymousKey = await token();
  staffKey = await token('?staff=1');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.close();
});

function client(key: string, authMode: 'WithinHeaders' | 'WithinQueryParameters' = 'WithinHeaders') {
  return algoliasearch(TEST_APP_ID, key, {
    hosts: [{ url: server.host, protocol: 'http', accept: 'readWrite' }],
    authMode,
  });
}

describe('algoliasearch v5 against the portal', () => {
  it('searches a single index with a key from GET /api/search/token (headers and query-string auth)', async () => {
    for (const mode of ['WithinHeaders', 'WithinQueryParameters'] as const) {
      const result = await client(anonymousKey, mode).searchSingleIndex<SearchHit>({
        indexName: TEST_INDEX,
        searchParams: { query: 'forge app', clickAnalytics: true, hitsPerPage: 5 },
      });
      expect(result.hits[0]?.url_without_anchor).toBe('/platform/forge/');
      expect(result.hits[0]?._snippetResult?.content?.value).toContain('<mark>');
      expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it("runs multi-index queries, with each key's access enforced", async () => {
    const query = { indexName: TEST_INDEX, query: 'bluebird release' };
    const [anonymous, staff] = await Promise.all([
      client(anonymousKey).search<SearchHit>({
        requests: [query, { indexName: TEST_INDEX, query: 'issue' }],
      }),
      client(staffKey).search<SearchHit>({ requests: [query] }),
    ]);
    const anonymousResults = anonymous.results as AlgoliaSearchResponse<SearchHit>[];
    expect(anonymousResults).toHaveLength(2);
    expect(anonymousResults[0]!.hits.every((hit) => hit.access === 'NONE')).toBe(true);
    expect(anonymousResults[1]!.hits[0]?.docType).toBe('rest');
    const staffResults = staff.results as AlgoliaSearchResponse<SearchHit>[];
    expect(staffResults[0]!.hits.map((hit) => hit.access)).toContain('FORGE_DOCS');
  });

  it('answers attributesToRetrieve and attributesToHighlight as Algolia does', async () => {
    const result = await client(anonymousKey).searchSingleIndex<SearchHit>({
      indexName: TEST_INDEX,
      searchParams: {
        query: 'forge app',
        hitsPerPage: 1,
        attributesToRetrieve: ['url_without_anchor', 'content'],
        attributesToHighlight: ['hierarchy'],
      },
    });
    const hit = result.hits[0]!;
    expect(hit.url_without_anchor).toBe('/platform/forge/');
    expect(typeof hit.content).toBe('string');
    expect(hit.objectID.startsWith('/platform/forge/#')).toBe(true);
    expect(hit).not.toHaveProperty('access');
    expect(Object.keys(hit._highlightResult ?? {})).toEqual(['hierarchy']);
  });

  it('answers facets, facetFilters and searchForFacetValues, counting only what the key may read', async () => {
    const facets = async (key: string) =>
      (
        await client(key).searchSingleIndex<SearchHit>({
          indexName: TEST_INDEX,
          searchParams: { query: '', facets: ['access', 'docType'], facetFilters: [['docType:guide']] },
        })
      ).facets!;
    expect(Object.keys((await facets(anonymousKey))['access']!)).toEqual(['NONE']);
    expect((await facets(staffKey))['access']).toHaveProperty('FORGE_DOCS');
    expect(Object.keys((await facets(staffKey))['docType']!)).toEqual(['guide']);
    const values = await client(anonymousKey).searchForFacetValues({
      indexName: TEST_INDEX,
      facetName: 'docType',
      searchForFacetValuesRequest: { facetQuery: 're' },
    });
    expect(values.facetHits.map((hit) => [hit.value, hit.highlighted])).toEqual([
      ['rest', '<mark>re</mark>st'],
    ]);
    const batch = await client(anonymousKey).search({
      requests: [{ indexName: TEST_INDEX, type: 'facet', facet: 'access', facetQuery: '' }],
    });
    expect(batch.results[0]).toMatchObject({ facetHits: [{ value: 'NONE' }] });
  });

  it('refuses a parameter it does not implement with a 400 naming it', async () => {
    await expect(
      client(anonymousKey).searchSingleIndex({ indexName: TEST_INDEX, searchParams: { aroundRadius: 10 } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/aroundRadius/) });
  });

  it('surfaces a tampered key as an API error with status 403', async () => {
    const tampered = Buffer.from(
      Buffer.from(anonymousKey, 'base64').toString().replace('access%3ANONE', 'access%3AFORGE_DOCS'),
    ).toString('base64');
    await expect(
      client(tampered).searchSingleIndex({ indexName: TEST_INDEX, searchParams: { query: 'x' } }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('search-insights v2 against the portal', () => {
  it('sends a click after a search, which is stored in the database', async () => {
    const found = await client(anonymousKey).searchSingleIndex<SearchHit>({
      indexName: TEST_INDEX,
      searchParams: { query: 'forge', clickAnalytics: true },
    });
    const aa = createInsightsClient(getRequesterForNode());
    aa('init', {
      appId: TEST_APP_ID,
      apiKey: anonymousKey,
      host: server.origin,
      userToken: 'nonLoggedInUser',
    });
    const hit = found.hits[0]!;
    const sent = await aa('clickedObjectIDsAfterSearch', {
      eventName: 'Search result clicked',
      index: TEST_INDEX,
      queryID: found.queryID!,
      objectIDs: [hit.objectID],
      positions: [hit.__position ?? 5],
    });
    expect(sent).toBe(true);
    const [stored] = await insightsStore(db).recent(1);
    expect(stored).toMatchObject({
      event_type: 'click',
      event_name: 'Search result clicked',
      index_name: TEST_INDEX,
      user_token: 'nonLoggedInUser',
      query_id: found.queryID,
      object_ids: [hit.objectID],
      positions: [1],
    });
  });
});
