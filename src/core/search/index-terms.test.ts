import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index.ts';
import { encodeSearchIndex } from './index-codec.ts';
import { IndexTerms } from './index-terms.ts';
import { TF_MAX } from './search-index.ts';
import { testRecord } from './test-fixtures.ts';

const records = [
  testRecord({ url: '/b/', headingID: 'x', text: 'Zürich café Café cafe ✓ text, text', groupRank: 2 }),
  testRecord({
    url: '/a/',
    headingID: '',
    content: { header: 'Alpha', heading: 'Alpha' },
    text: 'alpha beta',
  }),
  testRecord({
    url: '/a/',
    headingID: 'two',
    content: { header: 'Alpha', heading: 'Two' },
    text: 'two text',
  }),
  testRecord({ url: '/c/', headingID: 'same', text: 'two text' }),
  testRecord({ url: '/d/', headingID: 'many', text: 'word '.repeat(40) + 'Widgets' }),
];

describe('IndexTerms', () => {
  it('counts each distinct term of a text, capped at TF_MAX, and every token', () => {
    const terms = new IndexTerms();
    const text = terms.take('Café cafe CAFE word ' + 'x '.repeat(TF_MAX + 5));
    const byToken = new Map([...terms.ids].map(([token, id]) => [id, token]));
    expect([...text.terms].map((id) => byToken.get(id))).toEqual(['cafe', 'word', 'x']);
    expect([...text.counts]).toEqual([3, 1, TF_MAX]);
    expect(text.tokens).toBe(4 + TF_MAX + 5);
  });

  it('gives a prepared text back as often as it was prepared, then tokenises it anew', () => {
    const terms = new IndexTerms();
    terms.prepare('a b');
    terms.prepare('a b');
    const first = terms.take('a b');
    expect(terms.take('a b')).toBe(first);
    const third = terms.take('a b');
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
  });

  it('builds the same index from texts prepared early, in any order, as from none', () => {
    const plain = encodeSearchIndex(buildSearchIndex(records));
    const prepared = new IndexTerms();
    // Prepared in another order than the index visits them, one of them twice, one not at all.
    for (const record of [...records].reverse().slice(0, 4)) prepared.prepare(record.text);
    prepared.prepare('two text');
    prepared.prepare('a text no record has');
    expect(encodeSearchIndex(buildSearchIndex(records, prepared))).toEqual(plain);
  });
});
