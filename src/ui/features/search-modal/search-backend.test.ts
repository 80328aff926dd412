import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchClientConfig } from '../../../schemas/search-client.ts';
// Against the portal's real search handler on a real HTTP server, as query-client.test.ts.
/* eslint-disable no-restricted-imports */
import { handleSearchApi } from '../../../server/search/search-api.ts';
import {
  serveHandler,
  TEST_APP_ID,
  TEST_INDEX,
  TEST_PARENT_KEY,
  testDeps,
  searchOver,
} from '../../../server/search/test-fixtures.ts';
/* eslint-enable no-restricted-imports */
import { createQueryClient } from './query-client.ts';
import { groupHits } from './result-groups.ts';
import { createSearchBackend } from './search-backend.ts';

let portal: Awaited<ReturnType<typeof serveHandler>>;
let down: Awaited<ReturnType<typeof serveHandler>>;

beforeAll(async () => {
  const deps = testDeps();
  portal = await serveHandler((request) => handleSearchApi(request, searchOver(deps)));
  down = await serveHandler(async () => new Response('down', { status: 502 }));
});

afterAll(async () => {
  await Promise.all([portal?.close(), down?.close()]);
});

const settings: SearchClientConfig = {
  provider: 'embedded',
  appId: TEST_APP_ID,
  indexName: TEST_INDEX,
  apiSearchKey: TEST_PARENT_KEY,
  keyExpiry: Date.now() + 3_600_000,
  tokenPath: '/api/search/token',
  hosts: null,
  insightsHost: null,
  userToken: 'nonLoggedInUser',
  analyticsTags: ['external'],
};
const key = { key: TEST_PARENT_KEY, expiresAt: Date.now() + 3_600_000 };
const preview = { hitsPerPage: 20, distinct: 3 };

/** A backend over a query client to `host` whose fetch calls are counted. */
function backendFor(host: string, signal?: AbortSignal) {
  const calls = { count: 0 };
  const client = createQueryClient({
    appId: TEST_APP_ID,
    hosts: [{ url: host, protocol: 'http', accept: 'readWrite' }],
    fetch: (input, init) => ((calls.count += 1), fetch(input, init)),
  });
  return { backend: createSearchBackend(settings, { client, ...(signal ? { signal } : {}) }), calls };
}

describe("the modal's search backend", () => {
  it('sends the query at once and answers grouped-ready hits with snippets and a queryID', async () => {
    const { backend, calls } = backendFor(portal.host);
    const answer = backend.search('forge app', key, preview);
    expect(calls.count).toBe(1);
    const result = await answer;
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    const [first] = groupHits(result.hits);
    expect(first?.url).toBe('/platform/forge/');
    expect(first?.items[0]?.snippet).toContain('<mark>');
    expect(first?.items[0]?.position).toBe(1);
    // Only what the modal renders comes back (attributesToRetrieve, attributesToHighlight).
    expect(Object.keys(result.hits[0]!).sort()).toEqual(
      [
        '__position',
        '__queryID',
        '_highlightResult',
        '_snippetResult',
        'docType',
        'headingID',
        'hierarchy',
        'objectID',
        'productName',
        'productTitle',
        'url_without_anchor',
      ].sort(),
    );
    expect(Object.keys(result.hits[0]!._highlightResult)).toEqual(['hierarchy']);
  });

  it('answers a repeated query from its cache, but not across keys or options', async () => {
    const { backend, calls } = backendFor(portal.host);
    const first = await backend.search('issue', key, preview);
    await expect(backend.search('issue', key, preview)).resolves.toBe(first);
    expect(calls.count).toBe(1);
    await backend.search('issue', key, { hitsPerPage: 5, distinct: 1 });
    await backend.search('issue', { ...key, key: `${TEST_PARENT_KEY}x` }, preview).catch(() => undefined);
    expect(calls.count).toBe(3);
  });

  it('does not keep failures: the same query is sent again', async () => {
    const { backend, calls } = backendFor(down.host);
    await expect(backend.search('issue', key, preview)).rejects.toMatchObject({ name: 'RetryError' });
    await expect(backend.search('issue', key, preview)).rejects.toMatchObject({ name: 'RetryError' });
    expect(calls.count).toBe(2);
  });

  it("aborts what is in flight when the session's signal fires", async () => {
    const ended = new AbortController();
    const { backend } = backendFor(portal.host, ended.signal);
    const answer = backend.search('forge', key, preview);
    ended.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
