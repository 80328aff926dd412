import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHost } from '../../../schemas/search-client.ts';
// The client is tested against the portal's real search handler on a real HTTP server (not a
// stand-in of ours), as src/server/search tests the official clients: a Node-only test.
/* eslint-disable no-restricted-imports */
import { createServer, type Socket } from 'node:net';
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
import { isFetchFailure } from './search-backend.ts';
import { ApiError, createQueryClient, RetryError, type QueryRequest } from './query-client.ts';

type Served = Awaited<ReturnType<typeof serveHandler>>;

let portal: Served;
let failing: Served & { requests: number };
let silent: { host: string; connections: number; close: () => Promise<void> };
let closedHost: string;

/** A TCP server that accepts connections and never answers: requests to it time out. */
async function silentServer(): Promise<typeof silent> {
  const sockets = new Set<Socket>();
  const state = { connections: 0 };
  const server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: `127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: connections are refused. */
async function refusedHost(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `127.0.0.1:${port}`;
}

beforeAll(async () => {
  const deps = testDeps();
  portal = await serveHandler((request) => handleSearchApi(request, searchOver(deps)));
  const served = await serveHandler(async () => {
    failing.requests += 1;
    return Response.json({ message: 'overloaded', status: 503 }, { status: 503 });
  });
  failing = Object.assign(served, { requests: 0 });
  silent = await silentServer();
  closedHost = await refusedHost();
});

afterAll(async () => {
  await Promise.all([portal?.close(), failing?.close(), silent?.close()]);
});

const host = (url: string): SearchHost => ({ url, protocol: 'http', accept: 'readWrite' });

/** The modal's preview query. */
const previewQuery = (query: string): QueryRequest => ({
  indexName: TEST_INDEX,
  query,
  hitsPerPage: 20,
  distinct: 3,
  clickAnalytics: true,
  attributesToSnippet: ['text:20'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
});

/** A result without what differs between two runs of the same query. */
const stable = ({ queryID, processingTimeMS, timing, hits, ...rest }: Record<string, unknown>) => ({
  ...rest,
  hits: (hits as Record<string, unknown>[]).map(({ __queryID, ...hit }) => ({
    ...hit,
    __queryID: typeof __queryID,
  })),
  queryID: typeof queryID,
  processingTimeMS: typeof processingTimeMS,
  timing: typeof timing,
});

describe('query client against the portal search API', () => {
  it('answers what the official lite client answers for the same queries', async () => {
    const ours = createQueryClient({ appId: TEST_APP_ID, hosts: [host(portal.host)] });
    const official = liteClient(TEST_APP_ID, TEST_PARENT_KEY, { hosts: [host(portal.host)] });
    for (const query of ['forge app', 'issue', 'nothing-matches-this']) {
      const requests = [previewQuery(query), { ...previewQuery(query), hitsPerPage: 5, distinct: 1 }];
      const [mine, theirs] = await Promise.all([
        ours.search<Record<string, unknown>>(TEST_PARENT_KEY, requests),
        official.search({ requests }),
      ]);
      expect(mine).toHaveLength(2);
      expect(mine.map((r) => stable(r as unknown as Record<string, unknown>))).toEqual(
        theirs.results.map((r) => stable(r as unknown as Record<string, unknown>)),
      );
    }
    const [forge] = await ours.search<{ url_without_anchor: string }>(TEST_PARENT_KEY, [
      previewQuery('forge app'),
    ]);
    expect(forge?.hits[0]?.url_without_anchor).toBe('/platform/forge/');
    expect(forge?.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('calls fetch before search() returns (no await before the request leaves)', () => {
    const urls: string[] = [];
    const client = createQueryClient({
      appId: TEST_APP_ID,
      hosts: [host(portal.host)],
      fetch: (input, init) => (urls.push(String(input)), fetch(input, init)),
    });
    const answer = client.search(TEST_PARENT_KEY, [previewQuery('forge')]);
    expect(urls).toEqual([
      `http://${portal.host}/1/indexes/*/queries?x-algolia-api-key=${encodeURIComponent(TEST_PARENT_KEY)}&x-algolia-application-id=${TEST_APP_ID}`,
    ]);
    return expect(answer).resolves.toHaveLength(1);
  });

  it('moves on from a refused host and a 5xx host, then tries them last', async () => {
    const client = createQueryClient({
      appId: TEST_APP_ID,
      hosts: [host(closedHost), host(failing.host), host(portal.host)],
    });
    const before = failing.requests;
    const [first] = await client.search<{ url_without_anchor: string }>(TEST_PARENT_KEY, [
      previewQuery('forge app'),
    ]);
    expect(first?.hits[0]?.url_without_anchor).toBe('/platform/forge/');
    expect(failing.requests).toBe(before + 1);
    await client.search(TEST_PARENT_KEY, [previewQuery('issue')]);
    expect(failing.requests).toBe(before + 1);
  });

  it('moves on from a host that does not answer in time', async () => {
    const client = createQueryClient({
      appId: TEST_APP_ID,
      hosts: [host(silent.host), host(portal.host)],
      timeouts: { connect: 100, read: 100 },
    });
    const [result] = await client.search<{ url_without_anchor: string }>(TEST_PARENT_KEY, [
      previewQuery('forge app'),
    ]);
    expect(result?.hits[0]?.url_without_anchor).toBe('/platform/forge/');
    expect(silent.connections).toBeGreaterThan(0);
  });

  it('fails with a RetryError (a fetch failure for the modal) when no host answers', async () => {
    const client = createQueryClient({
      appId: TEST_APP_ID,
      hosts: [host(closedHost), host(failing.host)],
    });
    const error = await client.search(TEST_PARENT_KEY, [previewQuery('forge')]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as Error).name).toBe('RetryError');
    expect((error as Error).message).toContain(`${failing.host}: 503`);
    expect(isFetchFailure(error)).toBe(true);
  });

  it("surfaces a 4xx as an ApiError with the server's message, without trying other hosts", async () => {
    const before = failing.requests;
    const client = createQueryClient({
      appId: TEST_APP_ID,
      hosts: [host(portal.host), host(failing.host)],
    });
    const error = await client.search('not-a-key', [previewQuery('forge')]).catch((e: unknown) => e);
    const official = await liteClient(TEST_APP_ID, 'not-a-key', { hosts: [host(portal.host)] })
      .search({ requests: [previewQuery('forge')] })
      .then(
        () => ({ status: 200, message: 'answered' }),
        (e: unknown) => e as { status: number; message: string },
      );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 403, message: official.message });
    expect(official).toMatchObject({ status: 403 });
    const wrongApp = await createQueryClient({ appId: 'OTHER', hosts: [host(portal.host)] })
      .search(TEST_PARENT_KEY, [previewQuery('forge')])
      .catch((e: unknown) => e);
    expect(wrongApp).toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
    expect(isFetchFailure(error)).toBe(false);
    const badIndex = await client
      .search(TEST_PARENT_KEY, [{ ...previewQuery('forge'), indexName: 'other' }])
      .catch((e: unknown) => e);
    expect(badIndex).toMatchObject({ name: 'ApiError', status: 404, message: 'Index does not exist' });
    expect(failing.requests).toBe(before);
  });

  it('rejects with AbortError when aborted, and tries no further host', async () => {
    const before = failing.requests;
    const client = createQueryClient({
      appId: TEST_APP_ID,
      hosts: [host(silent.host), host(failing.host)],
    });
    const controller = new AbortController();
    const answer = client.search(TEST_PARENT_KEY, [previewQuery('forge')], controller.signal);
    setTimeout(() => controller.abort(), 50);
    const error = await answer.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(failing.requests).toBe(before);
    const already = await client
      .search(TEST_PARENT_KEY, [previewQuery('forge')], controller.signal)
      .catch((e: unknown) => e);
    expect((already as Error).name).toBe('AbortError');
    expect(failing.requests).toBe(before);
  });
});
