import { describe, expect, it } from 'vitest';
import { SearchResponseSchema } from '../../schemas/search.ts';
import { SearchError } from './search-error.ts';
import { hitIds, testEngine, testRecord } from './test-fixtures.ts';

describe('prefix matching', () => {
  const engine = testEngine([
    testRecord({ url: '/a/', content: { header: 'Page', heading: 'Configuration' } }),
    testRecord({ url: '/b/', content: { header: 'Page', heading: 'Confluence macros' } }),
    testRecord({ url: '/c/', content: { header: 'Page', heading: 'Webhooks' } }),
  ]);

  it('completes the word being typed', () => {
    expect(hitIds(engine, 'conf').sort()).toEqual(['/a/#', '/b/#']);
    expect(hitIds(engine, 'config')).toEqual(['/a/#']);
    expect(hitIds(engine, 'macros conflu')).toEqual(['/b/#']);
  });

  it('matches earlier words and a finished last word whole', () => {
    // 'conf' completes nothing here: only 'webhooks' matches (every word is not required, see ranking).
    expect(hitIds(engine, 'conf webhooks')).toEqual(['/c/#']);
    expect(hitIds(engine, 'conf ')).toEqual([]);
    expect(hitIds(engine, 'webhooks ')).toEqual(['/c/#']);
  });
});

describe('field weights', () => {
  // The same word once in each field: the title beats the heading, which beats the text.
  const engine = testEngine([
    testRecord({ url: '/text/', content: { header: 'Alpha', heading: 'Beta' }, text: 'gadget and more' }),
    testRecord({ url: '/heading/', content: { header: 'Gamma', heading: 'Gadget' }, text: 'delta and more' }),
    testRecord({ url: '/title/', content: { header: 'Gadget', heading: 'Epsilon' }, text: 'zeta and more' }),
  ]);

  it('ranks title > heading > text', () => {
    expect(hitIds(engine, 'gadget')).toEqual(['/title/#', '/heading/#', '/text/#']);
  });
});

describe('ranking', () => {
  it('ranks all-word matches first, exact ones over corrected ones, ties by static rank', () => {
    const engine = testEngine([
      testRecord({
        url: '/late/',
        documentRankInGroup: 5,
        content: { header: 'Page', heading: 'Create issue' },
      }),
      testRecord({ url: '/typo/', content: { header: 'Page', heading: 'Create tissue' } }),
      testRecord({
        url: '/early/',
        documentRankInGroup: 1,
        content: { header: 'Page', heading: 'Create issue' },
      }),
      testRecord({ url: '/one/', content: { header: 'Page', heading: 'Delete issue' } }),
    ]);
    // Fewer than RELAX_BELOW pages hold every word, so one-word matches follow.
    expect(hitIds(engine, 'create issue ')).toEqual(['/early/#', '/late/#', '/typo/#', '/one/#']);
  });

  it('falls back to fewer words, down to half of them, when every word finds too little, more words first', () => {
    const engine = testEngine([
      testRecord({ url: '/two/', content: { header: 'Page', heading: 'Rotate credentials' } }),
      testRecord({ url: '/one/', content: { header: 'Page', heading: 'Rotate logs' } }),
      testRecord({ url: '/three/', content: { header: 'Page', heading: 'Rotate credentials and keys' } }),
    ]);
    expect(hitIds(engine, 'rotate credentials zebra ')).toEqual(['/two/#', '/three/#']);
    expect(hitIds(engine, 'rotate keys credentials zebra ')).toEqual(['/three/#', '/two/#']);
    expect(hitIds(engine, 'logs zebra ')).toEqual(['/one/#']);
  });

  it('treats stop words as optional but lets them rank', () => {
    const engine = testEngine([
      testRecord({ url: '/plain/', content: { header: 'Page', heading: 'Install agent' } }),
      testRecord({ url: '/the/', content: { header: 'Page', heading: 'Install the agent' } }),
    ]);
    expect(hitIds(engine, 'how to install the agent ')).toEqual(['/the/#', '/plain/#']);
  });
});

describe('grouping by page', () => {
  const engine = testEngine([
    testRecord({
      url: '/guide/',
      headingID: 'intro',
      position: 0,
      content: { header: 'Guide', heading: 'Introduction' },
      text: 'tokens are issued',
    }),
    testRecord({
      url: '/guide/',
      headingID: 'tokens',
      position: 1,
      content: { header: 'Guide', heading: 'Tokens' },
      text: 'how tokens expire',
    }),
    testRecord({
      url: '/other/',
      headingID: 'x',
      content: { header: 'Other', heading: 'Misc' },
      text: 'tokens too',
    }),
  ]);

  it('shows each page once, with its best section', () => {
    const response = engine.search({ query: 'tokens ' });
    expect(response.hits.map((hit) => hit.objectID)).toEqual(['/guide/#tokens', '/other/#x']);
    expect(response.nbHits).toBe(2);
  });

  it('shows every section with distinct off, and up to N per page with distinct N', () => {
    expect(engine.search({ query: 'tokens ', distinct: false }).nbHits).toBe(3);
    const two = engine.search({ query: 'tokens ', distinct: 2 }).hits.map((hit) => hit.objectID);
    expect(two[0]).toBe('/guide/#tokens');
    expect(two.sort()).toEqual(['/guide/#intro', '/guide/#tokens', '/other/#x']);
  });

  it('answers an empty query with every page in static order, filters applied', () => {
    const response = engine.search({ query: '', filters: 'url_without_anchor:/guide/' });
    expect(response.hits.map((hit) => hit.objectID)).toEqual(['/guide/#intro']);
    expect(response.nbHits).toBe(1);
  });
});

describe('pagination and the response', () => {
  const records = Array.from({ length: 130 }, (_, i) =>
    testRecord({
      url: `/p${i}/`,
      documentRankInGroup: i,
      content: { header: `Page ${i}`, heading: 'Widget' },
    }),
  );
  const engine = testEngine(records);

  it('pages from zero with hitsPerPage hits, counting pages up to the spec limit of 50', () => {
    const first = engine.search({ query: 'widget', hitsPerPage: 20 });
    expect(first.hits.map((hit) => hit.url)).toEqual(records.slice(0, 20).map((r) => r.url));
    expect([first.nbHits, first.nbPages, first.page, first.hitsPerPage]).toEqual([130, 7, 0, 20]);
    const third = engine.search({ query: 'widget', hitsPerPage: 20, page: '2' });
    expect(third.hits.map((hit) => hit.url)).toEqual(records.slice(40, 60).map((r) => r.url));
    expect(engine.search({ query: 'widget', hitsPerPage: 20, page: 6 }).hits).toHaveLength(10);
    expect(engine.search({ query: 'widget', hitsPerPage: 20, page: 7 }).hits).toEqual([]);
    const tiny = engine.search({ query: 'widget', hitsPerPage: 1, page: 49 });
    expect([tiny.nbPages, tiny.hits.map((hit) => hit.url)]).toEqual([50, ['/p49/']]);
    expect(engine.search({ query: 'widget', hitsPerPage: 1, page: 50 }).hits).toEqual([]);
  });

  it('refuses parameters out of range with SearchError', () => {
    for (const params of [
      { page: -1 },
      { hitsPerPage: 1001 },
      { page: 1.5 },
      { hitsPerPage: 'many' },
      { query: 42 },
    ]) {
      expect(() => engine.search(params as never)).toThrow(SearchError);
    }
    expect(() => engine.search({ page: -1 })).toThrow(/Invalid search parameter page/);
  });

  it('answers in the schema, with a query id and absolute positions under clickAnalytics', () => {
    const response = engine.search({ query: 'widget', hitsPerPage: 5, page: 1, clickAnalytics: true });
    expect(SearchResponseSchema.parse(response)).toBeTruthy();
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(response.hits.map((hit) => hit.__position)).toEqual([6, 7, 8, 9, 10]);
    expect(response.hits.every((hit) => hit.__queryID === response.queryID)).toBe(true);
    expect(response.timing.backendInternalMs).toBeGreaterThanOrEqual(0);
    expect(response.params).toContain('query=widget');
    const plain = engine.search({ query: 'widget' });
    expect(plain.queryID).toBeUndefined();
    expect(plain.hits[0]!.__position).toBeUndefined();
    expect(plain.hits[0]).not.toHaveProperty('text');
  });
});
