import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';
import type { QueryMatcher } from './query-matcher.ts';
import { snippet, SNIPPET_WORDS } from './snippet.ts';
import { testEngine, testRecord } from './test-fixtures.ts';

const OPTIONS = { words: SNIPPET_WORDS, ellipsis: '…', pre: '<mark>', post: '</mark>' };

/** A matcher for exact words, the last optionally being typed. */
function matcher(words: string[], typingLast = false): QueryMatcher {
  return {
    words,
    starts: words,
    match(token) {
      const i = words.findIndex((word, j) =>
        typingLast && j === words.length - 1 ? token.startsWith(word) : token === word,
      );
      return i < 0
        ? undefined
        : { word: i, length: typingLast && i === words.length - 1 ? words[i]!.length : token.length };
    },
  };
}

const numbered = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `w${i + from}`).join(' ');
const stripped = (value: string) => value.replace(/<\/?mark>/g, '').replace(/…/g, '');

describe('snippet', () => {
  it('is 20 words around the match with ellipses on both cut sides', () => {
    const text = `${numbered(40)} target ${numbered(40, 41)}`;
    const { value, matchLevel } = snippet(text, matcher(['target']), OPTIONS);
    expect(value.startsWith('…')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
    expect(stripped(value).trim().split(/\s+/)).toHaveLength(20);
    expect(value).toContain('w38 w39 w40 <mark>target</mark> w41');
    expect(matchLevel).toBe('full');
  });

  it('has no ellipsis where the text was not cut', () => {
    expect(snippet('Only a few words with target here', matcher(['target']), OPTIONS).value).toBe(
      'Only a few words with <mark>target</mark> here',
    );
    const atStart = snippet(`target ${numbered(30)}`, matcher(['target']), OPTIONS).value;
    expect(atStart.startsWith('<mark>target</mark> w1')).toBe(true);
    expect(atStart.endsWith('w19…')).toBe(true);
    const atEnd = snippet(`${numbered(30)} target`, matcher(['target']), OPTIONS).value;
    expect(atEnd).toBe(`…${numbered(19, 12)} <mark>target</mark>`);
  });

  it('is the start of the text when nothing matches', () => {
    const result = snippet(numbered(30), matcher(['absent']), OPTIONS);
    expect(result).toEqual({ value: `${numbered(20)}…`, matchLevel: 'none' });
  });

  it('prefers the window holding the most distinct query words', () => {
    const text = `alpha ${numbered(30)} alpha beta ${numbered(30, 31)}`;
    const { value, matchLevel } = snippet(text, matcher(['alpha', 'beta']), OPTIONS);
    expect(value).toContain('<mark>alpha</mark> <mark>beta</mark>');
    expect(matchLevel).toBe('full');
    expect(snippet(`alpha ${numbered(30)}`, matcher(['alpha', 'beta']), OPTIONS).matchLevel).toBe('partial');
  });

  it('escapes the source text before marking it, and only marks', () => {
    const text = '<script>alert("x")</script> & the <b>token</b> isn\'t safe';
    const { value } = snippet(text, matcher(['token']), OPTIONS);
    expect(value).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; the &lt;b&gt;<mark>token</mark>&lt;/b&gt; isn&#39;t safe',
    );
  });

  it('marks only the typed part of a word being typed, in any case', () => {
    expect(snippet('Configure the CONFIGURATION', matcher(['config'], true), OPTIONS).value).toBe(
      '<mark>Config</mark>ure the <mark>CONFIG</mark>URATION',
    );
  });

  it('uses the requested length, ellipsis and tags', () => {
    const { value } = snippet(`${numbered(10)} target ${numbered(10, 11)}`, matcher(['target']), {
      words: 5,
      ellipsis: '...',
      pre: '<em>',
      post: '</em>',
    });
    expect(value).toBe('...w8 w9 w10 <em>target</em> w11...');
  });

  it('finds words with accents and in other scripts through the tokenizer', () => {
    expect(snippet('Le café est prêt', matcher(['cafe', 'pret']), OPTIONS).value).toBe(
      'Le <mark>café</mark> est <mark>prêt</mark>',
    );
    expect(snippet('Über Straße', matcher(['uber']), OPTIONS).value).toBe('<mark>Über</mark> Straße');
  });
});

describe('highlight', () => {
  it('marks matched words of a short attribute, escaped, with Algolia match levels', () => {
    expect(highlight('Get <issue> & comments', matcher(['issue', 'comments']), '<mark>', '</mark>')).toEqual({
      value: 'Get &lt;<mark>issue</mark>&gt; &amp; <mark>comments</mark>',
      matchLevel: 'full',
      matchedWords: ['issue', 'comments'],
      fullyHighlighted: false,
    });
    expect(
      highlight('Issue comments', matcher(['issue', 'comments']), '<mark>', '</mark>').fullyHighlighted,
    ).toBe(true);
    expect(highlight('Issue', matcher(['issue', 'missing']), '<mark>', '</mark>').matchLevel).toBe('partial');
    expect(highlight('Nothing', matcher(['issue']), '<mark>', '</mark>')).toMatchObject({
      value: 'Nothing',
      matchLevel: 'none',
      matchedWords: [],
    });
  });
});

describe('snippets and highlights in a response', () => {
  const engine = testEngine([
    testRecord({
      url: '/a/',
      headingID: 'create',
      productTitle: 'Jira <Cloud>',
      content: { header: 'Issues & <b>fields</b>', heading: 'Create an issue' },
      text: `${numbered(30)} you can create an issue with the REST API ${numbered(30, 31)}`,
    }),
  ]);

  it('snippets the content to 20 words and highlights heading, title and product', () => {
    const [hit] = engine.search({ query: 'jira creat isue' }).hits;
    // Three words of lead, then the matches, 20 words in all.
    expect(hit!._snippetResult!.content!.value).toBe(
      '…w30 you can <mark>create</mark> an <mark>issue</mark> with the REST API w31 w32 w33 w34 w35 w36 w37 w38 w39 w40…',
    );
    expect(hit!._highlightResult.hierarchy!.lvl2!.value).toBe('<mark>Create</mark> an <mark>issue</mark>');
    expect(hit!._highlightResult.hierarchy!.lvl1!.value).toBe(
      '<mark>Issues</mark> &amp; &lt;b&gt;fields&lt;/b&gt;',
    );
    expect(hit!._highlightResult.productTitle!.value).toBe('<mark>Jira</mark> &lt;Cloud&gt;');
    expect(hit!._highlightResult.hierarchy!.lvl2!.matchLevel).toBe('partial');
  });

  it('takes the snippet length and tags from the request', () => {
    const [hit] = engine.search({
      query: 'rest',
      attributesToSnippet: ['content:4'],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      snippetEllipsisText: '...',
    }).hits;
    expect(hit!._snippetResult!.content!.value).toBe('...issue with the <em>REST</em>...');
    expect(engine.search({ query: 'rest', attributesToSnippet: [] }).hits[0]!._snippetResult).toBeUndefined();
  });
});
