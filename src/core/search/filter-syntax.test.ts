import { describe, expect, it } from 'vitest';
import { andFilters, FILTER_LIMITS, parseFilters } from './filter-syntax.ts';
import { SearchError } from './search-error.ts';
import { hitIds, testEngine, testRecord } from './test-fixtures.ts';

const facet = (attribute: string, value: string) => ({ kind: 'facet', attribute, value });

function errorOf(filters: string): SearchError {
  try {
    parseFilters(filters);
  } catch (error) {
    if (error instanceof SearchError) return error;
    throw error;
  }
  throw new Error(`expected '${filters}' to be refused`);
}

describe('parseFilters', () => {
  it('reads attribute:value with bare, double- and single-quoted values', () => {
    expect(parseFilters('platform:cloud')).toEqual(facet('platform', 'cloud'));
    expect(parseFilters('productName:"Jira Cloud platform"')).toEqual(
      facet('productName', 'Jira Cloud platform'),
    );
    expect(parseFilters("productName:'Bitbucket Cloud'")).toEqual(facet('productName', 'Bitbucket Cloud'));
    expect(parseFilters('productName:"say \\"hi\\" \\\\ there"')).toEqual(
      facet('productName', 'say "hi" \\ there'),
    );
    expect(parseFilters('"productName:Jira Cloud"')).toEqual(facet('productName', 'Jira Cloud'));
    expect(parseFilters('  platform : server ')).toEqual(facet('platform', 'server'));
  });

  it('reads the portal filter of spec §5 with AND, OR groups and NOT', () => {
    const node = parseFilters(
      'platform:cloud AND (productName:Jira OR productName:"Jira Software") AND (docType:guide OR docType:rest) AND access:NONE AND NOT docType:rest',
    );
    expect(node).toEqual({
      kind: 'and',
      operands: [
        facet('platform', 'cloud'),
        { kind: 'or', operands: [facet('productName', 'Jira'), facet('productName', 'Jira Software')] },
        { kind: 'or', operands: [facet('docType', 'guide'), facet('docType', 'rest')] },
        facet('access', 'NONE'),
        { kind: 'not', operand: facet('docType', 'rest') },
      ],
    });
  });

  it('gives AND precedence over OR and takes a top-level OR', () => {
    expect(parseFilters('docType:guide OR docType:rest')).toEqual({
      kind: 'or',
      operands: [facet('docType', 'guide'), facet('docType', 'rest')],
    });
    expect(parseFilters('(platform:cloud)')).toEqual(facet('platform', 'cloud'));
  });

  it('treats an empty or blank filter as no filter', () => {
    expect(parseFilters('')).toBeUndefined();
    expect(parseFilters('   ')).toBeUndefined();
  });

  it.each([
    [
      'platform:cloud and docType:guide',
      /position 16: expected AND or OR before 'and' \(operators are upper case: AND, OR, NOT\)/,
    ],
    [
      'date > 1700000000 AND type:guide',
      /position 1: 'date' is not numeric; comparisons and ranges apply to position, groupRank, documentRankInGroup/,
    ],
    ['platform!=cloud', /'platform' is not numeric/],
    ['position != cloud', /position 13: expected a number after 'position !=' but found 'cloud'/],
    ['position >', /expected a number after 'position >' but found the end of the filters/],
    ['position:a TO 5', /a range starts with a number, not 'a'/],
    ['position:1 TO', /expected a number after 'position TO'/],
    ['position ! 3', /'!' is not an operator; write != or NOT/],
    ['productName:Jira OR position:1 TO 2 AND groupRank < 3', /an OR group may hold only/],
    [
      'color:red',
      /unknown attribute 'color'; filters can name docType, platform, productName, productTitle, access, type, .*url_without_anchor, objectID/,
    ],
    ['published', /expected attribute:value but found 'published' \(tag filters are not supported\)/],
    ['(platform:cloud', /expected '\)' but found the end of the filters/],
    ['platform:cloud)', /position 15: '\)' without a matching '\('/],
    ['productName:"Jira', /position 13: the quote opened here is never closed/],
    ['platform:', /expected a value after 'platform:'/],
    ['platform:cloud AND', /expected attribute:value but found the end of the filters/],
    [
      'NOT (docType:rest OR docType:guide)',
      /NOT applies to one attribute:value or comparison, not to a group/,
    ],
    ['NOT position:1 TO 3', /NOT applies to one attribute:value or comparison, not to a group or range/],
    [
      'docType:rest OR (platform:cloud AND access:NONE)',
      /an OR group may hold only attribute:value filters, not AND/,
    ],
    ['((((platform:cloud))))', /parentheses nested deeper than Algolia filters allow/],
    ['()', /expected attribute:value but found '\)'/],
  ])('refuses %s with a clear message', (filters, message) => {
    const error = errorOf(filters);
    expect(error.code).toBe('invalid_filters');
    expect(error.message).toMatch(/^Invalid filters/);
    expect(error.message).toMatch(message);
  });

  it('bounds the length and the number of facets', () => {
    expect(errorOf(`url_without_anchor:${'a'.repeat(FILTER_LIMITS.maxLength)}`).message).toMatch(
      /longer than 4096 characters/,
    );
    const many = Array.from({ length: FILTER_LIMITS.maxFacets + 1 }, (_, i) => `type:p${i}`).join(' AND ');
    expect(errorOf(many).message).toMatch(/more than 256 attribute:value filters/);
  });

  it('joins enforced filters to a query filter by AND', () => {
    const key = parseFilters('access:NONE OR access:JIRA_API');
    const query = parseFilters('platform:cloud AND docType:guide');
    expect(andFilters(key, query)).toEqual({
      kind: 'and',
      operands: [key, facet('platform', 'cloud'), facet('docType', 'guide')],
    });
    expect(andFilters(undefined, query)).toBe(query);
    expect(andFilters(key, undefined)).toBe(key);
  });
});

describe('filters in a search', () => {
  const engine = testEngine([
    testRecord({ url: '/cloud/a/', platform: 'cloud', productName: 'Jira', type: 'guide', text: 'widget' }),
    testRecord({
      url: '/cloud/b/',
      platform: 'cloud',
      productName: 'Jira Software',
      type: 'rest',
      text: 'widget',
    }),
    testRecord({
      url: '/server/c/',
      platform: 'server',
      productName: 'Jira',
      type: 'guide',
      access: 'JIRA_API',
      text: 'widget',
    }),
    testRecord({
      url: '/platform/d/',
      platform: 'platform',
      productName: 'Forge',
      type: 'rest',
      text: 'widget',
    }),
  ]);
  const urls = (filters: string, enforced?: string) =>
    engine
      .search(
        { query: 'widget', filters },
        { enforcedFilters: enforced === undefined ? undefined : parseFilters(enforced) },
      )
      .hits.map((hit) => hit.url_without_anchor)
      .sort();

  it('keeps exactly the records the boolean expression selects', () => {
    expect(urls('platform:cloud')).toEqual(['/cloud/a/', '/cloud/b/']);
    expect(urls('productName:"Jira Software" OR platform:platform')).toEqual(['/cloud/b/', '/platform/d/']);
    expect(urls('productName:Jira AND NOT access:JIRA_API')).toEqual(['/cloud/a/']);
    expect(urls('NOT docType:rest')).toEqual(['/cloud/a/', '/server/c/']);
    expect(urls('url_without_anchor:/server/c/ OR objectID:"/platform/d/#"')).toEqual([
      '/platform/d/',
      '/server/c/',
    ]);
    expect(urls('productName:jira')).toEqual([]); // values compare exactly
    expect(urls('productName:Nothing')).toEqual([]);
  });

  it('compares numeric attributes, as numericFilters does', () => {
    // position is each record's order on its page; the four records are all 0, so give them more.
    const ranked = testEngine(
      [0, 1, 2, 3].map((position) =>
        testRecord({ url: `/p${position}/`, position, groupRank: position * 10, text: 'widget' }),
      ),
    );
    const found = (filters: string) =>
      ranked
        .search({ query: 'widget', filters })
        .hits.map((hit) => hit.url_without_anchor)
        .sort();
    expect(found('position > 1')).toEqual(['/p2/', '/p3/']);
    expect(found('position>=1 AND position<=2')).toEqual(['/p1/', '/p2/']);
    expect(found('position = 0 OR groupRank:25 TO 30')).toEqual(['/p0/', '/p3/']);
    expect(found('NOT position != 3')).toEqual(['/p3/']);
    expect(found('groupRank < 15 AND docType:guide')).toEqual(['/p0/', '/p1/']);
    expect(found('position:-1 TO 0.5')).toEqual(['/p0/']);
  });

  it('applies enforced filters on top of the query filters', () => {
    expect(urls('docType:guide', 'access:NONE')).toEqual(['/cloud/a/']);
    expect(urls('', 'access:NONE OR access:JIRA_API')).toHaveLength(4);
  });

  it('gives the same answer when a cached filter is asked again', () => {
    expect(hitIds(engine, 'widget', { filters: 'platform:cloud' })).toEqual(
      hitIds(engine, 'widget', { filters: 'platform:cloud' }),
    );
  });
});
