import { describe, expect, it } from 'vitest';
import { parseFilters } from './filter-syntax.ts';
import { SearchError } from './search-error.ts';
import { testEngine, testRecord } from './test-fixtures.ts';

const engine = testEngine([
  testRecord({ url: '/jira/a/', productName: 'Jira', productTitle: 'Jira Cloud', text: 'widget one' }),
  testRecord({
    url: '/jira/a/',
    headingID: 'setup',
    position: 1,
    productName: 'Jira',
    productTitle: 'Jira Cloud',
    content: { header: 'Page', heading: 'Setup' },
    text: 'widget setup',
  }),
  testRecord({
    url: '/jira/b/',
    productName: 'Jira',
    productTitle: 'Jira Cloud',
    type: 'rest',
    text: 'widget api',
  }),
  testRecord({
    url: '/conf/c/',
    productName: 'Confluence',
    productTitle: 'Confluence',
    platform: 'server',
    text: 'widget',
  }),
  testRecord({
    url: '/secret/d/',
    productName: 'Secret',
    productTitle: 'Secret',
    access: 'STAFF',
    text: 'widget',
  }),
]);
const ids = (params: Record<string, unknown>) =>
  engine.search({ query: 'widget', distinct: false, ...params }).hits.map((hit) => hit.objectID);

describe('facets', () => {
  it('counts values over every matching record, most frequent first, with numeric stats', () => {
    const response = engine.search({
      query: 'widget',
      facets: ['productName', 'type', 'position'],
      hitsPerPage: 1,
    });
    expect(response.facets).toEqual({
      productName: { Jira: 3, Confluence: 1, Secret: 1 },
      type: { lvl1: 4, lvl2: 1 },
      position: { '0': 4, '1': 1 },
    });
    expect(response.facets_stats).toEqual({ position: { min: 0, max: 1, avg: 0.2, sum: 1 } });
    expect(response.exhaustiveFacetsCount).toBe(true);
  });

  it('counts only what the enforced (access) filter lets through', () => {
    const response = engine.search(
      { query: '', facets: ['*'] },
      { enforcedFilters: parseFilters('access:NONE') },
    );
    expect(response.facets!['productName']).toEqual({ Jira: 3, Confluence: 1 });
    expect(response.facets!['access']).toEqual({ NONE: 4 });
    expect(JSON.stringify(response)).not.toContain('Secret');
  });

  it('cuts values to maxValuesPerFacet and sorts alphabetically on request', () => {
    const response = engine.search({
      query: '',
      facets: ['productName'],
      maxValuesPerFacet: 2,
      sortFacetValuesBy: 'alpha',
    });
    expect(response.facets).toEqual({ productName: { Confluence: 1, Jira: 3 } });
  });

  it('gives the hierarchical categories InstantSearch menus refine on', () => {
    const response = engine.search({ query: '', facets: ['categories.lvl0', 'categories.lvl1'] });
    expect(response.facets!['categories.lvl1']).toMatchObject({ 'Jira Cloud > Page': 3 });
    expect(ids({ facetFilters: ['categories.lvl1:Jira Cloud > Page'] })).toHaveLength(3);
  });

  it('refuses an attribute that is not a facet, naming it', () => {
    expect(() => engine.search({ facets: ['text'] })).toThrow(
      /facets: 'text' is not an attribute for faceting/,
    );
  });
});

describe('facetFilters, tagFilters and numericFilters', () => {
  it('ANDs the outer list, ORs inner lists, negates with a leading dash', () => {
    expect(ids({ facetFilters: ['productName:Jira', 'docType:rest'] })).toEqual(['/jira/b/#']);
    expect(ids({ facetFilters: [['productName:Confluence', 'docType:rest']] }).sort()).toEqual([
      '/conf/c/#',
      '/jira/b/#',
    ]);
    expect(ids({ facetFilters: ['productName:-Jira'] }).sort()).toEqual(['/conf/c/#', '/secret/d/#']);
    expect(ids({ facetFilters: 'platform:server' })).toEqual(['/conf/c/#']);
    expect(ids({ facetFilters: '[["platform:server"]]' })).toEqual(['/conf/c/#']);
  });

  it('filters on _tags and on numbers, with comparisons and ranges', () => {
    expect(ids({ tagFilters: ['rest'] })).toEqual(['/jira/b/#']);
    expect(ids({ tagFilters: [['rest', 'server']] }).sort()).toEqual(['/conf/c/#', '/jira/b/#']);
    expect(ids({ numericFilters: ['position>0'] })).toEqual(['/jira/a/#setup']);
    expect(ids({ numericFilters: ['position:1 TO 3'] })).toEqual(['/jira/a/#setup']);
    expect(ids({ numericFilters: [['position=1', 'position!=1']] })).toHaveLength(5);
  });

  it('refuses what it cannot read, naming the parameter', () => {
    expect(() => ids({ facetFilters: ['nope:x'] })).toThrow(/Invalid facetFilters: unknown attribute 'nope'/);
    expect(() => ids({ numericFilters: ['position ~ 3'] })).toThrow(/Invalid numericFilters/);
    expect(() => ids({ numericFilters: ['price>3'] })).toThrow(/unknown numeric attribute 'price'/);
    expect(() => ids({ facetFilters: [[1]] })).toThrow(SearchError);
  });
});

describe('parameters', () => {
  it('refuses a parameter it does not implement, naming it', () => {
    expect(() => engine.search({ aroundLatLng: '1,2' } as never)).toThrow(
      /Unsupported search parameter aroundLatLng/,
    );
  });

  it('accepts the analytics parameters without changing the answer', () => {
    const plain = engine.search({ query: 'widget' });
    const tagged = engine.search({
      query: 'widget',
      analytics: true,
      analyticsTags: ['x'],
      enableABTest: false,
    });
    expect(tagged.hits).toEqual(plain.hits);
  });
});

describe('searchForFacetValues', () => {
  it('finds values by the start of their words, counted over matching, permitted records', () => {
    const answer = engine.searchForFacetValues(
      'productTitle',
      { query: 'widget', facetQuery: 'clo' },
      { enforcedFilters: parseFilters('access:NONE') },
    );
    expect(answer.facetHits).toEqual([
      { value: 'Jira Cloud', highlighted: 'Jira <mark>Clo</mark>ud', count: 3 },
    ]);
    expect(
      engine.searchForFacetValues(
        'productTitle',
        { facetQuery: 'sec' },
        { enforcedFilters: parseFilters('access:NONE') },
      ).facetHits,
    ).toEqual([]);
  });

  it('honours maxFacetHits and refuses a non-facet attribute', () => {
    expect(engine.searchForFacetValues('productName', { facetQuery: '', maxFacetHits: 1 }).facetHits).toEqual(
      [{ value: 'Jira', highlighted: 'Jira', count: 3 }],
    );
    expect(() => engine.searchForFacetValues('text', { facetQuery: 'a' })).toThrow(
      /not an attribute for faceting/,
    );
  });
});

describe('HTML escaping', () => {
  const quoted = testEngine([testRecord({ url: '/q/', text: "the widget's <b>page</b>" })]);
  const value = (pre: string, post: string) =>
    quoted.search({ query: 'widget', highlightPreTag: pre, highlightPostTag: post }).hits[0]!._snippetResult!
      .content!.value;

  it('escapes values, except under the placeholder tags InstantSearch escapes itself', () => {
    expect(value('<em>', '</em>')).toBe('the <em>widget</em>&#39;s &lt;b&gt;page&lt;/b&gt;');
    expect(value('__ais-highlight__', '__/ais-highlight__')).toBe(
      "the __ais-highlight__widget__/ais-highlight__'s <b>page</b>",
    );
  });
});

describe('DocSearch record shape', () => {
  it('serves hierarchy, type, urls, anchor and content as DocSearch reads them', () => {
    const [hit] = engine.search({
      query: 'setup',
      attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'anchor'],
      attributesToSnippet: ['hierarchy.lvl2:10', 'content:10'],
    }).hits;
    expect(hit).toMatchObject({
      objectID: '/jira/a/#setup',
      url: '/jira/a/#setup',
      anchor: 'setup',
      type: 'lvl2',
      content: 'widget setup',
      hierarchy: { lvl0: 'Jira Cloud', lvl1: 'Page', lvl2: 'Setup', lvl3: null, lvl6: null },
    });
    expect(hit!._snippetResult!.hierarchy!.lvl2!.value).toBe('<mark>Setup</mark>');
    expect(hit!._snippetResult!.content!.value).toBe('widget <mark>setup</mark>');
    expect(hit!._highlightResult.hierarchy!.lvl0!.value).toBe('Jira Cloud');
  });

  it('leaves content out unless asked for, and makes page openings lvl1 records', () => {
    const [hit] = engine.search({ query: 'confluence' }).hits;
    expect(hit).not.toHaveProperty('content');
    expect(hit).toMatchObject({ type: 'lvl1', anchor: null, url: '/conf/c/', docType: 'guide' });
  });
});
