import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { SearchError } from '../../core/search/search-error.ts';
import { readServerEnv } from '../config/env.ts';
import { algoliaDepsFromEnv, createAlgoliaSearchService } from './algolia-search-service.ts';
import { verifySecuredApiKey } from './secured-api-key.ts';
import { TEST_SITE } from './test-fixtures.ts';

const PARENT = 'algolia-search-only-key-123';

function service(answer: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  }) as unknown as typeof fetch;
  const created = createAlgoliaSearchService({
    appId: 'ABC123',
    searchApiKey: PARENT,
    indexName: 'prod_docs',
    keyLifetimeMs: 600_000,
    site: async () => TEST_SITE,
    fetch: fetchStub,
  });
  return { created, calls };
}

describe('Algolia provider', () => {
  it("queries Algolia's DSN host with the visitor's secured key, whose filters Algolia enforces", async () => {
    const { created, calls } = service(() =>
      Response.json({
        hits: [],
        nbHits: 0,
        nbPages: 0,
        hitsPerPage: 20,
        page: 0,
        query: 'q',
        params: '',
        exhaustiveNbHits: true,
        processingTimeMS: 2,
      }),
    );
    const result = await created.search({ principal: ANONYMOUS }, { query: 'q' });
    expect(result.timing.backendInternalMs).toBe(2);
    expect(calls[0]!.url).toBe('https://abc123-dsn.algolia.net/1/indexes/prod_docs/query');
    const key = (calls[0]!.init.headers as Record<string, string>)['x-algolia-api-key']!;
    expect(verifySecuredApiKey(key, PARENT).filters).toBe('access:NONE');
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      query: 'q',
      attributesToRetrieve: ['*', '-text'],
    });
  });

  it("turns Algolia's 400 into a SearchError and other failures into errors", async () => {
    const bad = service(() => Response.json({ message: 'Invalid filters', status: 400 }, { status: 400 }));
    await expect(bad.created.search({ principal: ANONYMOUS }, { query: 'q' })).rejects.toThrow(SearchError);
    const down = service(() => new Response('x', { status: 503 }));
    await expect(down.created.search({ principal: ANONYMOUS }, { query: 'q' })).rejects.toThrow(/503/);
  });

  it("points the browser at Algolia's hosts", async () => {
    const config = await service(() => new Response()).created.clientConfig({ principal: ANONYMOUS });
    expect(config).toMatchObject({
      provider: 'algolia',
      appId: 'ABC123',
      indexName: 'prod_docs',
      hosts: [{ url: 'abc123-dsn.algolia.net', protocol: 'https', accept: 'read' }],
      insightsHost: 'https://insights.algolia.io',
    });
  });

  it('needs every ALGOLIA_* setting', () => {
    expect(() =>
      algoliaDepsFromEnv(readServerEnv({ SEARCH_PROVIDER: 'algolia', ALGOLIA_APP_ID: 'A' }), async () => ({
        vendorName: 'Acme',
        employeeEmailDomain: 'acme.example',
      })),
    ).toThrow(/ALGOLIA_SEARCH_API_KEY/);
  });
});
