/** Shared setup for the search server tests (not used by the service). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Privilege } from '../../schemas/common.ts';
import type { Principal } from '../../core/policy/principal.ts';
import { testEngine, testRecord } from '../../core/search/test-fixtures.ts';
import { createEmbeddedSearchService, type EmbeddedSearchDeps } from './embedded-search-service.ts';
import type { SearchService } from './search-service.ts';
import type { InsightsEvent } from './insights-schema.ts';
import type { InsightsStore, StoredInsightsEvent } from './insights-store.ts';

export const TEST_APP_ID = 'TESTAPP';
export const TEST_INDEX = 'portico_docs';
export const TEST_PARENT_KEY = 'parent-key-for-tests-0123456789';
export const TEST_SITE = { vendorName: 'Acme Corp', employeeEmailDomain: 'acme.example' };

/** Public guides, a REST operation and one internal page that needs FORGE_DOCS. */
export const TEST_RECORDS = [
  testRecord({
    url: '/platform/forge/',
    headingID: 'build',
    productTitle: 'Forge',
    productName: 'Forge',
    platform: 'platform',
    content: { header: 'Forge overview', heading: 'Build an app' },
    text: 'Forge apps run on the vendor cloud. Build and deploy an app with the CLI.',
  }),
  testRecord({
    url: '/cloud/jira/platform/rest/v3/api-group-issues/',
    headingID: 'api-rest-api-3-issue-post',
    type: 'rest',
    productTitle: 'Jira Cloud platform',
    productName: 'Jira',
    content: { header: 'Issues', heading: 'Create issue' },
    text: 'POST /rest/api/3/issue Creates an issue or a subtask.',
  }),
  testRecord({
    url: '/platform/forge/internal/release-checklist/',
    headingID: 'secret-steps',
    productTitle: 'Forge',
    productName: 'Forge',
    platform: 'platform',
    access: 'FORGE_DOCS',
    content: { header: 'Release checklist', heading: 'Secret release steps' },
    text: 'Internal only: the release app checklist for Forge staff, codename bluebird.',
  }),
];

/** An in-memory insights store. */
export function memoryInsights(): InsightsStore & { events: InsightsEvent[] } {
  const events: InsightsEvent[] = [];
  return {
    events,
    insert: async (batch) => (events.push(...batch), batch.length),
    recent: async (limit) =>
      events
        .slice(-limit)
        .reverse()
        .map((e): StoredInsightsEvent => ({
          event_type: e.eventType,
          event_subtype: e.eventSubtype ?? null,
          event_name: e.eventName,
          index_name: e.index,
          user_token: e.userToken ?? '',
          authenticated_user_token: e.authenticatedUserToken ?? null,
          query_id: e.queryID ?? null,
          object_ids: e.objectIDs ?? null,
          positions: e.positions ?? null,
          filters: e.filters ?? null,
        })),
  };
}

/** Dependencies of the embedded provider over TEST_RECORDS. */
export function testDeps(overrides: Partial<EmbeddedSearchDeps> = {}): EmbeddedSearchDeps {
  const engine = testEngine(TEST_RECORDS);
  const insights = memoryInsights();
  return {
    appId: TEST_APP_ID,
    indexName: TEST_INDEX,
    keyLifetimeMs: 3_600_000,
    engine: async () => engine,
    site: async () => TEST_SITE,
    parentKey: async () => TEST_PARENT_KEY,
    insights: async () => insights,
    ...overrides,
  };
}

/** A signed-in principal (with a verified address unless told otherwise). */
export function signedIn(
  privileges: Privilege[] = [],
  emailDomain = 'example.org',
  emailVerified = true,
): Principal {
  return { accountId: 'acc-1', emailDomain, emailVerified, privileges: new Set(privileges) };
}

/**
 * A real HTTP server on 127.0.0.1 (port chosen by the system) that hands each request to
 * `handler` as a Web Request, as the portal's Node adapter does.
 */
export async function serveHandler(
  handler: (request: Request) => Promise<Response>,
): Promise<{ origin: string; host: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value);
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks);
      void handler(new Request(`http://${req.headers.host}${req.url}`, { method, headers, body })).then(
        async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The embedded search service over `deps`, as the portal hands it to the /1/ API and the pages. */
export function searchOver(deps: EmbeddedSearchDeps): () => Promise<SearchService> {
  const service = createEmbeddedSearchService(deps);
  return async () => service;
}
