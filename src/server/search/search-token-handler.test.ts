import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { SearchTokenResponseSchema } from '../../schemas/search-client.ts';
import { createLogger } from '../log/logger.ts';
import { createEmbeddedSearchService } from './embedded-search-service.ts';
import { verifySecuredApiKey } from './secured-api-key.ts';
import { handleSearchToken } from './search-token-handler.ts';
import { signedIn, TEST_PARENT_KEY, testDeps } from './test-fixtures.ts';

const service = createEmbeddedSearchService(testDeps());
const get = new Request('http://portal.test/api/search/token');

describe('GET /api/search/token', () => {
  it('answers {key, exp} with exp the lifetime in ms, never cached', async () => {
    const response = await handleSearchToken(get, { principal: ANONYMOUS }, async () => service);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = SearchTokenResponseSchema.parse(await response.json());
    expect(body.exp).toBe(3_600_000);
    expect(verifySecuredApiKey(body.key, TEST_PARENT_KEY)).toMatchObject({
      filters: 'access:NONE',
      userToken: 'nonLoggedInUser',
      analyticsTags: ['external'],
    });
  });

  it("embeds a signed-in visitor's privileges and user token from the cookie", async () => {
    const response = await handleSearchToken(
      get,
      { principal: signedIn(['FORGE_DOCS'], 'acme.example'), cookieHeader: 'ajs_user_id=%22u-9%22' },
      async () => service,
    );
    const { key } = SearchTokenResponseSchema.parse(await response.json());
    expect(verifySecuredApiKey(key, TEST_PARENT_KEY)).toMatchObject({
      filters: '(access:NONE OR access:FORGE_DOCS)',
      userToken: 'u-9',
      analyticsTags: ['logged-in', 'acme-corp-employee'],
    });
  });

  it('refuses other methods with 405', async () => {
    const response = await handleSearchToken(
      new Request(get.url, { method: 'POST' }),
      { principal: ANONYMOUS },
      async () => service,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 with a message when no key can be made (e.g. the database is down)', async () => {
    const broken = createEmbeddedSearchService(
      testDeps({ parentKey: () => Promise.reject(new Error('database down')) }),
    );
    const response = await handleSearchToken(
      get,
      { principal: ANONYMOUS },
      async () => broken,
      createLogger('silent'),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 503 });
  });
});
