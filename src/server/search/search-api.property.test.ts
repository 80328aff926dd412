import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { PrivilegeSchema } from '../../schemas/common.ts';
import { createLogger } from '../log/logger.ts';
import { createEmbeddedSearchService } from './embedded-search-service.ts';
import { handleSearchApi } from './search-api.ts';
import { verifySecuredApiKey } from './secured-api-key.ts';
import { handleSearchToken } from './search-token-handler.ts';
import {
  TEST_APP_ID,
  TEST_INDEX,
  TEST_PARENT_KEY,
  TEST_SITE,
  testDeps,
  searchOver,
} from './test-fixtures.ts';
import { mintVisitorKey } from './visitor-key.ts';

// Empty, 10,000-character, Unicode, operator-heavy and injection-shaped queries and
// filters give results or a clear 400, never a 5xx — over thousands of cases per endpoint.
const RUNS = 2000;
const deps = testDeps();
const log = createLogger('silent');
const ORIGIN = 'http://portal.test';
const KEY = mintVisitorKey(
  { principal: ANONYMOUS },
  { parentKey: TEST_PARENT_KEY, indexName: TEST_INDEX, lifetimeMs: 3_600_000, site: TEST_SITE },
).key;
const AUTH = { 'x-algolia-application-id': TEST_APP_ID, 'x-algolia-api-key': KEY };

const OPERATORS = [
  'AND',
  'OR',
  'NOT',
  'TO',
  '(',
  ')',
  ':',
  '"',
  "'",
  '\\',
  '*',
  '-',
  '+',
  '~',
  '^',
  '>',
  '<',
  '=',
  '!',
  '&',
  '|',
  ',',
  ' ',
  'access',
  'type',
  'platform',
  'url',
];
const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE search_insights_events; --',
  '<script>alert(1)</script>',
  '{"$ne":null}',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '\u0000\u0001\u001f',
  'access:FORGE_DOCS OR access:NONE',
  'NOT access:NONE',
  '__proto__',
  'constructor:prototype',
  '%00%ff%',
  '\ud800',
];
const text = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 10_000, maxLength: 10_000 }),
  fc.array(fc.constantFrom(...OPERATORS), { maxLength: 40 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...OPERATORS), { maxLength: 40 }).map((parts) => parts.join(' ')),
  fc.constantFrom(...INJECTIONS),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);
const params = fc.record(
  {
    query: fc.oneof(text, scalar),
    filters: fc.oneof(text, scalar),
    page: scalar,
    hitsPerPage: scalar,
    distinct: scalar,
    clickAnalytics: scalar,
    attributesToSnippet: scalar,
    highlightPreTag: scalar,
    params: fc.oneof(text, scalar),
    analyticsTags: scalar,
  },
  { requiredKeys: [] },
);

async function expectClear(response: Response): Promise<unknown> {
  expect([200, 400]).toContain(response.status);
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status === 400) {
    expect(body.status).toBe(400);
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
  }
  return body;
}

function expectPublicOnly(body: unknown) {
  const results = (body as { results?: unknown[] }).results ?? [body];
  for (const result of results)
    for (const hit of (result as { hits?: { access: string }[] }).hits ?? []) expect(hit.access).toBe('NONE');
}

const call = (path: string, init: RequestInit = {}, headers: Record<string, string> = AUTH) =>
  handleSearchApi(
    new Request(`${ORIGIN}${path}`, { ...init, headers: { ...headers, ...(init.headers as object) } }),
    searchOver(deps),
    log,
  );

function percentEncodeBytes(value: string): string {
  return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

describe('search API: any input gives 200 or a clear 400 (fast-check)', () => {
  it('POST /1/indexes/{index}/query', async () => {
    await fc.assert(
      fc.asyncProperty(params, async (body) => {
        const answer = await expectClear(
          await call(`/1/indexes/${TEST_INDEX}/query`, { method: 'POST', body: JSON.stringify(body) }),
        );
        expectPublicOnly(answer);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('POST with a body that is not JSON, or JSON of any shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          text,
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        async (body) => {
          await expectClear(await call(`/1/indexes/${TEST_INDEX}/query`, { method: 'POST', body }));
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('GET /1/indexes/{index}/query and GET /1/indexes/{index}?query= with raw query strings', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, fc.boolean(), fc.boolean(), async (query, filters, raw, legacy) => {
        const encode = raw ? percentEncodeBytes : encodeURIComponent;
        let search: string;
        try {
          search = `query=${encode(query)}&filters=${encode(filters)}`;
        } catch {
          search = `query=${percentEncodeBytes(query)}`; // lone surrogates: send their bytes
        }
        const path = legacy ? `/1/indexes/${TEST_INDEX}` : `/1/indexes/${TEST_INDEX}/query`;
        expectPublicOnly(await expectClear(await call(`${path}?${search}`)));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('POST /1/indexes/*/queries', async () => {
    const request = fc.oneof(
      params.map((p) => ({ indexName: TEST_INDEX, ...p })),
      fc.record({ indexName: fc.oneof(text, scalar), type: fc.oneof(text, scalar) }, { requiredKeys: [] }),
      scalar,
    );
    const body = fc.oneof(
      fc.record(
        { requests: fc.array(request, { maxLength: 4 }), strategy: scalar },
        { requiredKeys: ['requests'] },
      ),
      fc.record({ requests: scalar }),
      scalar,
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await call('/1/indexes/*/queries', { method: 'POST', body: JSON.stringify(value) });
        // An index name other than the key's is refused like Algolia does (403), never a 5xx.
        if (response.status === 403) {
          expect(((await response.json()) as { message: string }).message).toBe(
            'Index not allowed with this API key',
          );
          return;
        }
        expectPublicOnly(await expectClear(response));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('POST /1/events', async () => {
    const event = fc.record(
      {
        eventType: fc.oneof(fc.constantFrom('click', 'view', 'conversion'), scalar),
        eventName: fc.oneof(text, scalar),
        index: fc.oneof(fc.constant(TEST_INDEX), text, scalar),
        userToken: fc.oneof(fc.constant('nonLoggedInUser'), text, scalar),
        queryID: fc.oneof(fc.constant('a'.repeat(32)), text, scalar),
        objectIDs: fc.oneof(fc.array(text, { maxLength: 25 }), scalar),
        positions: fc.oneof(fc.array(fc.integer(), { maxLength: 25 }), scalar),
        filters: fc.oneof(fc.array(text, { maxLength: 12 }), scalar),
        timestamp: scalar,
      },
      { requiredKeys: [] },
    );
    const parentAuth = { ...AUTH, 'x-algolia-api-key': TEST_PARENT_KEY };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ events: fc.array(event, { maxLength: 3 }) }), scalar),
        async (body) => {
          await expectClear(
            await call('/1/events', { method: 'POST', body: JSON.stringify(body) }, parentAuth),
          );
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('any credentials get 200, or a 403 naming the problem', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (appId, key) => {
        const path = `/1/indexes/${TEST_INDEX}/query?x-algolia-application-id=${percentEncodeBytes(appId)}&x-algolia-api-key=${percentEncodeBytes(key)}`;
        const response = await call(path, { method: 'POST', body: '{}' }, {});
        expect([400, 403]).toContain(response.status);
        expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

describe('GET /api/search/token: any visitor gets a valid key (fast-check)', () => {
  const service = createEmbeddedSearchService(deps);
  it('answers 200 with a key that verifies and a sanitised user token', async () => {
    const principal = fc.oneof(
      fc.constant(ANONYMOUS),
      fc.record({
        accountId: text,
        emailDomain: fc.option(text, { nil: undefined }),
        privileges: fc.subarray([...PrivilegeSchema.options]).map((list) => new Set(list)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(principal, fc.option(text, { nil: null }), async (who, cookieHeader) => {
        const response = await handleSearchToken(
          new Request(`${ORIGIN}/api/search/token`),
          { principal: who, cookieHeader },
          async () => service,
          log,
        );
        expect(response.status).toBe(200);
        const { key, exp } = (await response.json()) as { key: string; exp: number };
        expect(exp).toBe(3_600_000);
        const restrictions = verifySecuredApiKey(key, TEST_PARENT_KEY);
        expect(restrictions.userToken).toMatch(/^[0-9a-zA-Z_-]{1,129}$/);
        expect(restrictions.filters).toContain('access:NONE');
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
