import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { createLogger } from '../log/logger.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';
import { handleSearchApi } from './search-api.ts';
import { generateSecuredApiKey } from './secured-api-key.ts';
import {
  memoryInsights,
  TEST_APP_ID,
  TEST_INDEX,
  TEST_PARENT_KEY,
  TEST_SITE,
  testDeps,
  searchOver,
} from './test-fixtures.ts';
import { mintVisitorKey } from './visitor-key.ts';

const ORIGIN = 'http://portal.test';
const anonymousKey = mintVisitorKey(
  { principal: ANONYMOUS },
  { parentKey: TEST_PARENT_KEY, indexName: TEST_INDEX, lifetimeMs: 3_600_000, site: TEST_SITE },
).key;
const auth = (key = anonymousKey) => ({ 'x-algolia-application-id': TEST_APP_ID, 'x-algolia-api-key': key });

function call(path: string, init: RequestInit & { key?: string } = {}, deps = testDeps()) {
  const { key, ...rest } = init;
  return handleSearchApi(
    new Request(`${ORIGIN}${path}`, { ...rest, headers: { ...auth(key), ...(rest.headers as object) } }),
    searchOver(deps),
    createLogger('silent'),
  );
}
const post = (path: string, body: unknown, key?: string) =>
  call(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(key ? { key } : {}),
  });

async function expectError(response: Response, status: number, message?: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; status: number };
  expect(body.status).toBe(status);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
}

describe('single-index query', () => {
  it("makes hits' urls absolute on the portal's public origin, for DocSearch on other sites", async () => {
    const response = await handleSearchApi(
      new Request(`${ORIGIN}/1/indexes/${TEST_INDEX}/query`, {
        method: 'POST',
        headers: auth(),
        body: JSON.stringify({
          query: 'forge app',
          attributesToRetrieve: ['url', 'url_without_anchor', 'anchor'],
        }),
      }),
      searchOver(testDeps()),
      createLogger('silent'),
      () => Promise.resolve('https://docs.example'),
    );
    const [hit] = (
      (await response.json()) as { hits: { url: string; url_without_anchor: string; anchor: string }[] }
    ).hits;
    expect(hit!.url_without_anchor).toBe('https://docs.example/platform/forge/');
    expect(hit!.url).toBe(`https://docs.example/platform/forge/#${hit!.anchor}`);
  });

  it('answers searchForFacetValues on its own route, and a 400 for a facet the index lacks', async () => {
    const response = await post(`/1/indexes/${TEST_INDEX}/facets/docType/query`, {
      params: 'facetQuery=gui',
    });
    expect(await response.json()).toMatchObject({
      facetHits: [{ value: 'guide', highlighted: '<mark>gui</mark>de' }],
    });
    await expectError(
      await post(`/1/indexes/${TEST_INDEX}/facets/text/query`, { facetQuery: 'a' }),
      400,
      /not an attribute for faceting/,
    );
  });

  it('answers POST /1/indexes/{index}/query with an Algolia-shaped result', async () => {
    const response = await post(`/1/indexes/${TEST_INDEX}/query`, { query: 'forge', clickAnalytics: true });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      hits: { url_without_anchor: string }[];
      queryID: string;
      nbHits: number;
    };
    expect(body.hits[0]?.url_without_anchor).toBe('/platform/forge/');
    expect(body.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('compresses answers for clients that accept it, with the same JSON inside', async () => {
    const body = { requests: [{ indexName: TEST_INDEX, query: 'forge', hitsPerPage: 20 }] };
    const plain = await post('/1/indexes/*/queries', body);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = (await plain.json()) as { results: { hits: unknown[] }[] };
    const compressed = await call('/1/indexes/*/queries', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const decoded = JSON.parse(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString());
    expect(decoded.results[0].hits.length).toBeGreaterThan(0);
    // queryID and processing time differ per answer; the hits are the same.
    expect(decoded.results[0].hits).toEqual(expected.results[0]!.hits);
  });

  it('takes a params string, GET query parameters and the legacy GET /1/indexes/{index}?query=', async () => {
    for (const response of [
      await post(`/1/indexes/${TEST_INDEX}/query`, { params: 'query=issue&filters=docType%3Arest' }),
      await call(`/1/indexes/${TEST_INDEX}/query?query=issue&filters=docType%3Arest`),
      await call(`/1/indexes/${TEST_INDEX}?query=issue&filters=docType:rest`),
    ]) {
      expect(response.status).toBe(200);
      const body = (await response.json()) as { hits: { docType: string }[] };
      expect(body.hits.map((hit) => hit.docType)).toEqual(['rest']);
    }
  });

  it('takes credentials as query parameters, with a raw + in a base64 key', async () => {
    // Base64 of ASCII has a '+' only where a third byte is '>' or '~': three '~' make sure of one.
    const plusKey = generateSecuredApiKey(TEST_PARENT_KEY, {
      filters: 'NOT url_without_anchor:"/~~~/"',
      restrictIndices: [TEST_INDEX],
    });
    expect(plusKey).toContain('+');
    const response = await handleSearchApi(
      new Request(
        `${ORIGIN}/1/indexes/${TEST_INDEX}/query?X-Algolia-Application-Id=${TEST_APP_ID}&X-Algolia-API-Key=${plusKey}`,
        { method: 'POST', body: '{"query":"forge"}' },
      ),
      searchOver(testDeps()),
    );
    expect(response.status).toBe(200);
  });

  it("enforces the key's filters: an anonymous key never returns internal records", async () => {
    for (const filters of ['access:FORGE_DOCS', 'NOT access:NONE', '']) {
      const response = await post(`/1/indexes/${TEST_INDEX}/query`, { query: 'bluebird release', filters });
      const body = (await response.json()) as { hits: { access: string }[] };
      expect(body.hits.every((hit) => hit.access === 'NONE')).toBe(true);
    }
    const parent = await post(`/1/indexes/${TEST_INDEX}/query`, { query: 'bluebird' }, TEST_PARENT_KEY);
    expect(((await parent.json()) as { nbHits: number }).nbHits).toBe(1);
  });

  it('answers bad input with a clear 400', async () => {
    const path = `/1/indexes/${TEST_INDEX}/query`;
    await expectError(await post(path, '{not json'), 400, /not valid JSON/);
    await expectError(await post(path, '[1,2]'), 400, /JSON object/);
    await expectError(await post(path, { query: 1 }), 400, /query/);
    await expectError(await post(path, { filters: 'price > 10' }), 400, /filter/i);
    await expectError(await post(path, { hitsPerPage: 5000 }), 400, /hitsPerPage/);
    await expectError(await post(path, { params: 7 }), 400, /params/);
    await expectError(await post(path, { attributesToRetrieve: 7 }), 400, /attributesToRetrieve/);
    await expectError(await post(path, { attributesToHighlight: [1] }), 400, /attributesToHighlight/);
    await expectError(await call(`${path}?query=%E0%A4%A`), 400, /percent-encoding/);
  });

  it('refuses missing, wrong, tampered and expired credentials with 403', async () => {
    const path = `/1/indexes/${TEST_INDEX}/query`;
    await expectError(
      await handleSearchApi(
        new Request(`${ORIGIN}${path}`, { method: 'POST', body: '{}' }),
        searchOver(testDeps()),
      ),
      403,
      /Invalid Application-ID or API key/,
    );
    await expectError(await post(path, {}, 'wrong-key'), 403);
    const decoded = Buffer.from(anonymousKey, 'base64')
      .toString()
      .replace('access%3ANONE', 'access%3AFORGE_DOCS');
    await expectError(await post(path, {}, Buffer.from(decoded).toString('base64')), 403, /not signed/);
    const expired = generateSecuredApiKey(TEST_PARENT_KEY, { validUntil: 1 });
    await expectError(await post(path, {}, expired), 403, /expired/);
    const wrongApp = await handleSearchApi(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        body: '{}',
        headers: { ...auth(), 'x-algolia-application-id': 'OTHER' },
      }),
      searchOver(testDeps()),
    );
    await expectError(wrongApp, 403);
  });

  it('refuses indexes the key is not restricted to (403) and unknown ones (404)', async () => {
    await expectError(await post('/1/indexes/other/query', {}), 403, /Index not allowed/);
    await expectError(await post('/1/indexes/other/query', {}, TEST_PARENT_KEY), 404, /Index does not exist/);
  });

  it('answers unknown paths 404, wrong methods 405 and preflights 204', async () => {
    await expectError(await call('/1/keys'), 404);
    await expectError(await call(`/1/indexes/${TEST_INDEX}/query`, { method: 'DELETE' }), 405);
    expect((await call(`/1/indexes/${TEST_INDEX}/query`, { method: 'OPTIONS' })).status).toBe(204);
  });
});

describe('multi-index queries', () => {
  it('answers POST /1/indexes/*/queries with one result per request', async () => {
    const response = await post('/1/indexes/*/queries', {
      requests: [
        { indexName: TEST_INDEX, query: 'forge' },
        { indexName: TEST_INDEX, params: 'query=issue&hitsPerPage=1' },
      ],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { index: string; hitsPerPage: number }[] };
    expect(body.results.map((r) => [r.index, r.hitsPerPage])).toEqual([
      [TEST_INDEX, 20],
      [TEST_INDEX, 1],
    ]);
  });

  it('cuts hits to attributesToRetrieve and attributesToHighlight (absent: everything)', async () => {
    const request = { indexName: TEST_INDEX, query: 'forge', clickAnalytics: true };
    const response = await post('/1/indexes/*/queries', {
      requests: [
        request,
        {
          ...request,
          attributesToRetrieve: ['url', 'hierarchy', 'unknown'],
          attributesToHighlight: ['hierarchy'],
        },
        { ...request, params: 'attributesToRetrieve=*,-access&attributesToHighlight=' },
      ],
    });
    expect(response.status).toBe(200);
    type Hit = Record<string, unknown> & { objectID: string; _highlightResult?: Record<string, unknown> };
    const [all, cut, starred] = ((await response.json()) as { results: { hits: Hit[] }[] }).results.map(
      (result) => result.hits,
    );
    expect(all![0]).toHaveProperty('access', 'NONE');
    expect(Object.keys(all![0]!._highlightResult!).sort()).toEqual(['hierarchy', 'productTitle']);
    // The same hits in the same order: the projection only shapes each one.
    expect(cut!.map((hit) => hit.objectID)).toEqual(all!.map((hit) => hit.objectID));
    expect(Object.keys(cut![0]!).sort()).toEqual(
      [
        '__position',
        '__queryID',
        '_highlightResult',
        '_snippetResult',
        'hierarchy',
        'objectID',
        'url',
      ].sort(),
    );
    expect(Object.keys(cut![0]!._highlightResult!)).toEqual(['hierarchy']);
    expect(starred![0]).not.toHaveProperty('access');
    expect(starred![0]).not.toHaveProperty('_highlightResult');
    expect(starred![0]).toHaveProperty('platform');
  });

  it("keeps the key's filters whatever attributes are asked for", async () => {
    const body = { requests: [{ indexName: TEST_INDEX, query: 'bluebird', attributesToRetrieve: ['url'] }] };
    const nbHits = async (key?: string) =>
      ((await (await post('/1/indexes/*/queries', body, key)).json()) as { results: { nbHits: number }[] })
        .results[0]!.nbHits;
    // The internal record is there (the parent key sees it), and an anonymous key still cannot.
    expect(await nbHits(TEST_PARENT_KEY)).toBe(1);
    expect(await nbHits()).toBe(0);
  });

  it('answers malformed batches with a clear 400', async () => {
    await expectError(await post('/1/indexes/*/queries', {}), 400, /requests/);
    await expectError(await post('/1/indexes/*/queries', { requests: [{}] }), 400, /indexName/);
    await expectError(await post('/1/indexes/*/queries', { requests: [5] }), 400, /requests\[0\]/);
    await expectError(
      await post('/1/indexes/*/queries', { requests: [{ indexName: TEST_INDEX, type: 'recommend' }] }),
      400,
      /type must be "default" or "facet"/,
    );
    await expectError(
      await post('/1/indexes/*/queries', { requests: [{ indexName: TEST_INDEX, type: 'facet' }] }),
      400,
      /facet is required/,
    );
    await expectError(
      await post('/1/indexes/*/queries', { requests: Array(51).fill({ indexName: TEST_INDEX }) }),
      400,
      /At most 50/,
    );
  });
});

describe('insights events', () => {
  const click = {
    eventType: 'click',
    eventName: 'Search result clicked',
    index: TEST_INDEX,
    userToken: 'nonLoggedInUser',
    queryID: 'a'.repeat(32),
    objectIDs: ['/platform/forge/#build'],
    positions: [5],
  };

  it('stores valid events and answers {status: 200, message: OK}', async () => {
    const insights = memoryInsights();
    const response = await call(
      '/1/events',
      { method: 'POST', body: JSON.stringify({ events: [click] }) },
      testDeps({ insights: async () => insights }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, message: 'OK' });
    expect(insights.events).toEqual([click]);
  });

  it('refuses invalid events with a 400 naming the problem, storing nothing', async () => {
    const insights = memoryInsights();
    const deps = testDeps({ insights: async () => insights });
    const send = (events: unknown) =>
      call('/1/events', { method: 'POST', body: JSON.stringify({ events }) }, deps);
    await expectError(await send([]), 400);
    await expectError(await send([{ ...click, positions: undefined }]), 400, /positions/);
    await expectError(await send([{ ...click, userToken: 'a b' }]), 400, /userToken/);
    await expectError(await send([{ ...click, index: 'other' }]), 403, /Index not allowed/);
    expect(insights.events).toEqual([]);
  });
});

describe('while storage is unavailable', () => {
  const down = async (): Promise<never> => {
    throw new StorageUnavailableError('the database did not answer within 1500 ms');
  };

  it('answers 503 with Retry-After, not 500, when the parent key cannot be read yet', async () => {
    const response = await call(`/1/indexes/${TEST_INDEX}/query`, {}, testDeps({ parentKey: down }));
    await expectError(response, 503, /Storage is unavailable/);
    expect(response.headers.get('retry-after')).toBe('5');
  });

  it('answers 503 for Insights events whose store is down, while queries keep working', async () => {
    const deps = testDeps({ insights: down });
    const event = {
      eventType: 'view',
      eventName: 'Viewed',
      index: TEST_INDEX,
      userToken: 'u1',
      objectIDs: ['/a/'],
    };
    const events = await call(
      '/1/events',
      { method: 'POST', body: JSON.stringify({ events: [event] }) },
      deps,
    );
    await expectError(events, 503, /Storage is unavailable/);
    const query = await call(
      `/1/indexes/${TEST_INDEX}/query`,
      { method: 'POST', body: '{"query":"forge"}' },
      deps,
    );
    expect(query.status).toBe(200);
  });
});
