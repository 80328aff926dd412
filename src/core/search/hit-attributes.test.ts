import { describe, expect, it } from 'vitest';
import { attributeList, hitAttributesOf, projectHit, retrievesEverything } from './hit-attributes.ts';
import { SearchError } from './search-error.ts';
import { testEngine, testRecord } from './test-fixtures.ts';

const engine = testEngine([
  testRecord({
    url: '/widgets/',
    headingID: 'setup',
    productTitle: 'Widgets Cloud',
    content: { header: 'Widgets', heading: 'Setup' },
    text: 'Install the widgets first.',
  }),
]);
const hit = engine.search({ query: 'widgets', clickAnalytics: true }).hits[0]!;
const project = (params: Record<string, unknown>) => projectHit(hit, hitAttributesOf(params));

describe('attributesToRetrieve', () => {
  it('keeps every attribute when absent, as Algolia does', () => {
    expect(project({})).toEqual(hit);
    expect(retrievesEverything(hitAttributesOf({}))).toBe(true);
  });

  it('keeps only the named attributes, objectID always, and the per-hit metadata', () => {
    const projected = project({ attributesToRetrieve: ['url', 'hierarchy'] });
    expect(Object.keys(projected).sort()).toEqual(
      [
        '__position',
        '__queryID',
        '_highlightResult',
        '_snippetResult',
        'hierarchy',
        'objectID',
        'url',
      ].sort(),
    );
    expect(projected.hierarchy).toMatchObject({ lvl0: 'Widgets Cloud', lvl1: 'Widgets', lvl2: 'Setup' });
    expect(projected.objectID).toBe('/widgets/#setup');
    expect(projected.__queryID).toBe(hit.__queryID);
  });

  it('ignores unknown attributes', () => {
    const projected = project({ attributesToRetrieve: ['url', 'nope', 'text', 'nope.deeper'] });
    expect(Object.keys(projected).filter((key) => !key.startsWith('_'))).toEqual(['url', 'objectID']);
  });

  it('reads * as every attribute, minus the -excluded ones', () => {
    expect(project({ attributesToRetrieve: ['*'] })).toEqual(hit);
    expect(retrievesEverything(hitAttributesOf({ attributesToRetrieve: ['*'] }))).toBe(true);
    const projected = project({ attributesToRetrieve: ['*', '-access', '-objectID'] });
    expect(projected).not.toHaveProperty('access');
    expect(projected.objectID).toBe(hit.objectID);
    expect(projected.platform).toBe(hit.platform);
  });

  it('picks one field of a nested attribute with a dotted name', () => {
    expect(project({ attributesToRetrieve: ['hierarchy.lvl2'] }).hierarchy).toEqual({ lvl2: 'Setup' });
    expect(project({ attributesToRetrieve: ['hierarchy.lvl2', 'hierarchy'] }).hierarchy).toEqual(
      hit.hierarchy,
    );
  });

  it('leaves nothing but objectID for an empty list', () => {
    const projected = project({ attributesToRetrieve: [], attributesToHighlight: [] });
    expect(Object.keys(projected).sort()).toEqual(['__position', '__queryID', '_snippetResult', 'objectID']);
  });
});

describe('attributesToHighlight', () => {
  it('keeps only the named highlights and drops _highlightResult when none is named', () => {
    expect(project({ attributesToHighlight: ['hierarchy'] })._highlightResult).toEqual({
      hierarchy: hit._highlightResult.hierarchy,
    });
    expect(project({ attributesToHighlight: ['hierarchy.lvl1'] })._highlightResult).toEqual({
      hierarchy: { lvl1: hit._highlightResult.hierarchy!.lvl1 },
    });
    expect(project({ attributesToHighlight: ['*'] })._highlightResult).toEqual(hit._highlightResult);
    expect(project({ attributesToHighlight: ['nope'] })).not.toHaveProperty('_highlightResult');
  });
});

describe('attribute lists on the wire', () => {
  it('takes arrays, comma-separated strings and JSON array strings', () => {
    expect(attributeList(['a', ' b '], 'x')).toEqual(['a', 'b']);
    expect(attributeList('a,b,', 'x')).toEqual(['a', 'b']);
    expect(attributeList('["a","b"]', 'x')).toEqual(['a', 'b']);
    expect(attributeList(undefined, 'x')).toBeUndefined();
  });

  it('refuses anything else with a SearchError naming the parameter', () => {
    for (const bad of [3, [1], { a: 1 }, '[not json', null])
      expect(() => hitAttributesOf({ attributesToRetrieve: bad })).toThrow(SearchError);
    expect(() => hitAttributesOf({ attributesToHighlight: true })).toThrow(/attributesToHighlight/);
  });
});
