import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilters } from './filter-syntax.ts';
import { SearchError } from './search-error.ts';
import { testEngine, testRecord } from './test-fixtures.ts';

const engine = testEngine([
  testRecord({
    url: '/a/',
    content: { header: 'Configure the SDK', heading: 'Install' },
    text: 'npm install @vendor/sdk — then configure() it',
  }),
  testRecord({
    url: '/b/',
    platform: 'server',
    type: 'rest',
    content: { header: 'Issues', heading: 'Get issue' },
    text: 'GET /rest/api/3/issue/{issueIdOrKey}',
  }),
  testRecord({
    url: '/c/',
    productName: 'Jira Software',
    content: { header: '日本語のページ', heading: 'Überblick' },
    text: 'Ünïcödé ﬁle ½ text',
  }),
]);

/** Runs `work`; anything thrown must be a SearchError. */
function onlySearchErrors(work: () => unknown): void {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(SearchError);
  }
}

// Strings made of the syntax's own pieces find the parser's corners faster than random text.
const filterPiece = fc.constantFrom(
  'platform',
  'productName',
  'type',
  'access',
  'url',
  'objectID',
  'tag',
  ':',
  '"',
  "'",
  '\\',
  '(',
  ')',
  'AND',
  'OR',
  'NOT',
  'TO',
  'and',
  ' ',
  'cloud',
  '"Jira Software"',
  '<',
  '>=',
  '!=',
  '=',
  '-',
  '*',
  '日本',
);
const filterLike = fc.array(filterPiece, { maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  filterLike,
);

describe('hostile input', () => {
  it('never throws anything but SearchError for any query and filter strings', () => {
    fc.assert(
      fc.property(
        anyText,
        anyText,
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: -5, max: 1200 }),
        (query, filters, page, hitsPerPage) => {
          onlySearchErrors(() => engine.search({ query, filters, page, hitsPerPage }));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never throws anything but SearchError for any filter string on its own', () => {
    fc.assert(
      fc.property(anyText, (filters) => onlySearchErrors(() => parseFilters(filters))),
      { numRuns: 5000 },
    );
  });

  it('answers very long, operator-filled and injection-shaped queries', () => {
    for (const query of [
      'a'.repeat(10_000),
      'AND OR NOT ( ) : " '.repeat(500),
      "'; DROP TABLE records; --",
      '<script>alert(1)</script>',
      '\u0000\uffff\ud800',
      '👩‍💻 🚀',
    ]) {
      const response = engine.search({ query });
      // The query is echoed as data, as Algolia does; nothing of it reaches markup unescaped.
      expect(response.query).toBe(query);
      expect(JSON.stringify(response.hits)).not.toContain('<script>');
    }
  });

  it('refuses parameters of the wrong type with SearchError, never a crash', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'query',
            'filters',
            'page',
            'hitsPerPage',
            'distinct',
            'attributesToSnippet',
            'clickAnalytics',
            'typoTolerance',
          ),
          fc.anything(),
        ),
        (params) => {
          onlySearchErrors(() => engine.search(params as never));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
