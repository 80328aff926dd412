import { describe, expect, it } from 'vitest';
import { buildFilters, filterValue } from './filter-builder.ts';
import { parseFilters } from './filter-syntax.ts';

describe('buildFilters', () => {
  it('joins the clauses of spec §5 by AND, in order, with OR groups', () => {
    expect(
      buildFilters({
        platform: 'cloud',
        products: ['Jira Cloud platform', 'Confluence Cloud'],
        types: ['guide', 'rest'],
        access: ['NONE', 'JIRA_API'],
        excludeRest: true,
      }),
    ).toBe(
      'platform:cloud AND (productName:"Jira Cloud platform" OR productName:"Confluence Cloud") AND (docType:guide OR docType:rest) AND (access:NONE OR access:JIRA_API) AND NOT docType:rest',
    );
  });

  it('leaves out empty selections and writes single values without parentheses', () => {
    expect(buildFilters({})).toBe('');
    expect(buildFilters({ products: [], types: ['guide'] })).toBe('docType:guide');
    expect(buildFilters({ access: ['NONE', 'NONE'] })).toBe('access:NONE');
  });

  it('quotes values the syntax would misread, and escapes quotes and backslashes', () => {
    expect(filterValue('cloud')).toBe('cloud');
    expect(filterValue('/cloud/jira/')).toBe('/cloud/jira/');
    expect(filterValue('Jira Software')).toBe('"Jira Software"');
    expect(filterValue('OR')).toBe('"OR"');
    expect(filterValue('a:b')).toBe('"a:b"');
    expect(filterValue('say "x" \\ y')).toBe('"say \\"x\\" \\\\ y"');
  });

  it('produces filters the parser reads back to the same selection', () => {
    const awkward = ['Jira (Cloud)', 'x" OR access:NONE', "it's", 'AND', 'a\\b'];
    const node = parseFilters(buildFilters({ platform: 'server', products: awkward }));
    expect(node).toEqual({
      kind: 'and',
      operands: [
        { kind: 'facet', attribute: 'platform', value: 'server' },
        {
          kind: 'or',
          operands: awkward.map((value) => ({ kind: 'facet', attribute: 'productName', value })),
        },
      ],
    });
  });
});
