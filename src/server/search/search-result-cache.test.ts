import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { testEngine } from '../../core/search/test-fixtures.ts';
import { createEmbeddedSearchService } from './embedded-search-service.ts';
import { createSearchResultCache, resultKey } from './search-result-cache.ts';
import { signedIn, TEST_RECORDS, testDeps } from './test-fixtures.ts';

const urls = (hits: { url_without_anchor: string }[]) => hits.map((hit) => hit.url_without_anchor);
const INTERNAL = '/platform/forge/internal/release-checklist/';

/** A service over its own engine and cache, with a count of the queries the engine ranked. */
function cachedService(maxBytes = 1024 * 1024) {
  const engine = testEngine(TEST_RECORDS);
  let ranked = 0;
  const counting = {
    ...engine,
    search: (...args: Parameters<typeof engine.search>) => ((ranked += 1), engine.search(...args)),
  };
  const cache = createSearchResultCache({ maxBytes });
  const service = createEmbeddedSearchService(testDeps({ engine: async () => counting, resultCache: cache }));
  return { service, cache, engine: counting, ranked: () => ranked };
}

describe('search result cache', () => {
  it('answers a repeated query without ranking it again, with the same hits', async () => {
    const { service, ranked } = cachedService();
    const first = await service.search({ principal: ANONYMOUS }, { query: 'forge app' });
    const second = await service.search({ principal: ANONYMOUS }, { query: 'forge app' });
    expect(ranked()).toBe(1);
    expect(second.hits).toEqual(first.hits);
    expect(second.nbHits).toBe(first.nbHits);
    await service.search({ principal: ANONYMOUS }, { query: 'forge app', page: 1 });
    expect(ranked()).toBe(2);
  });

  it('never gives one access level the answer kept for another', async () => {
    const { service, ranked } = cachedService();
    const staff = await service.search({ principal: signedIn(['FORGE_DOCS']) }, { query: 'bluebird' });
    expect(urls(staff.hits)).toEqual([INTERNAL]);
    const anonymous = await service.search({ principal: ANONYMOUS }, { query: 'bluebird' });
    expect(anonymous.nbHits).toBe(0);
    const other = await service.search({ principal: signedIn(['JIRA_API']) }, { query: 'bluebird' });
    expect(other.nbHits).toBe(0);
    expect(ranked()).toBe(3);
    // A second reader of the same access shares the kept answer.
    const staff2 = await service.search(
      { principal: { ...signedIn(['FORGE_DOCS']), accountId: 'acc-2' } },
      { query: 'bluebird' },
    );
    expect(urls(staff2.hits)).toEqual([INTERNAL]);
    expect(ranked()).toBe(3);
  });

  it('gives every search its own query id, on the answer and on each hit', async () => {
    const { service, ranked } = cachedService();
    const query = { query: 'forge', clickAnalytics: true };
    const first = await service.search({ principal: ANONYMOUS }, query);
    const second = await service.search({ principal: ANONYMOUS }, query);
    expect(ranked()).toBe(1);
    expect(second.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(second.queryID).not.toBe(first.queryID);
    expect(first.hits.length).toBeGreaterThan(0);
    expect(second.hits.every((hit) => hit.__queryID === second.queryID)).toBe(true);
    expect(first.hits.every((hit) => hit.__queryID === first.queryID)).toBe(true);
  });

  it('keeps no answer a caller changed afterwards', async () => {
    const { service } = cachedService();
    const first = await service.search({ principal: ANONYMOUS }, { query: 'forge' });
    first.hits.length = 0;
    first.nbHits = -1;
    const second = await service.search({ principal: ANONYMOUS }, { query: 'forge' });
    expect(second.hits.length).toBeGreaterThan(0);
    expect(second.nbHits).toBeGreaterThan(0);
  });

  it('starts empty for a new index: a rebuild never meets the old answers', async () => {
    const cache = createSearchResultCache({ maxBytes: 1024 * 1024 });
    const oldEngine = testEngine(TEST_RECORDS);
    const newEngine = testEngine(TEST_RECORDS.slice(1));
    const query = { query: 'forge app' };
    const old = cache.answer(oldEngine, 'access:NONE', query, () => oldEngine.search(query));
    expect(urls(old.hits)).toContain('/platform/forge/');
    expect(cache.bytes(newEngine)).toBe(0);
    const fresh = cache.answer(newEngine, 'access:NONE', query, () => newEngine.search(query));
    expect(urls(fresh.hits)).not.toContain('/platform/forge/');
  });

  it('stays within its bytes, dropping the least recently used answer', () => {
    const engine = testEngine(TEST_RECORDS);
    const size = (query: string) => JSON.stringify(engine.search({ query })).length * 2;
    // Room for two of the three answers (timings vary a little in length): the one used least recently goes.
    const maxBytes = size('forge') + size('release') + size('issue') / 2;
    const cache = createSearchResultCache({ maxBytes });
    let ranked = 0;
    const ask = (query: string) =>
      cache.answer(engine, undefined, { query }, () => ((ranked += 1), engine.search({ query })));
    for (const query of ['forge', 'issue', 'forge', 'release', 'forge']) ask(query);
    expect(ranked).toBe(3);
    expect(cache.bytes(engine)).toBeLessThanOrEqual(maxBytes);
    ask('forge');
    ask('release');
    expect(ranked).toBe(3);
    ask('issue');
    expect(ranked).toBe(4);
  });

  it('keeps nothing with no bytes allowed', () => {
    const engine = testEngine(TEST_RECORDS);
    const cache = createSearchResultCache({ maxBytes: 0 });
    let ranked = 0;
    for (let i = 0; i < 3; i += 1)
      cache.answer(
        engine,
        undefined,
        { query: 'forge' },
        () => ((ranked += 1), engine.search({ query: 'forge' })),
      );
    expect(ranked).toBe(3);
    expect(cache.bytes(engine)).toBe(0);
  });

  it('keys on everything but the user token and tags, which do not change the answer', () => {
    const engine = testEngine(TEST_RECORDS);
    const plain = { query: 'forge', hitsPerPage: 5 };
    const tagged = { ...plain, userToken: 'someone', analyticsTags: ['signed-in'] };
    expect(resultKey('access:NONE', tagged)).toBe(resultKey('access:NONE', plain));
    expect(engine.search(tagged)).toMatchObject({
      hits: engine.search(plain).hits,
      nbHits: engine.search(plain).nbHits,
    });
    expect(resultKey('access:NONE', plain)).not.toBe(resultKey(undefined, plain));
    expect(resultKey('access:NONE', plain)).not.toBe(resultKey('access:NONE OR access:X', plain));
    expect(resultKey('access:NONE', plain)).not.toBe(resultKey('access:NONE', { ...plain, page: 1 }));
  });
});
