import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeletionIndex, lookupTypos } from './deletion-index.ts';
import { buildTermTrie, fuzzyTerms } from './term-trie.ts';
import { hitIds, testEngine, testRecord } from './test-fixtures.ts';
import { allowedTypos, typoDistance } from './typos.ts';

/** Optimal string alignment distance by the textbook table, for comparison. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const word = fc.string({ unit: fc.constantFrom(...'abcde'), minLength: 0, maxLength: 10 });

describe('typo thresholds', () => {
  it('allows one typo from 4 characters and two from 8', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 9, 20].map(allowedTypos)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });

  it('counts a swap of neighbours as one typo (Damerau, optimal string alignment)', () => {
    expect(typoDistance('form', 'from', 2)).toBe(1);
    expect(typoDistance('issue', 'isuse', 2)).toBe(1);
    expect(typoDistance('ca', 'abc', 3)).toBe(3); // OSA: no edit of a swapped pair
    expect(typoDistance('configure', 'configure', 2)).toBe(0);
    expect(typoDistance('kitten', 'sitting', 5)).toBe(3);
    expect(typoDistance('abcdef', 'uvwxyz', 2)).toBe(3); // capped at max + 1
  });

  it('agrees with the textbook table', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(typoDistance(a, b, 20)).toBe(reference(a, b));
      }),
    );
  });
});

describe('dictionary lookups', () => {
  const dictionary = fc
    .uniqueArray(fc.string({ unit: fc.constantFrom(...'abcd'), minLength: 1, maxLength: 9 }), {
      maxLength: 60,
    })
    .map((terms) => [...terms].sort());

  it('finds exactly the terms within the typos, walking the trie', () => {
    fc.assert(
      fc.property(dictionary, word, fc.integer({ min: 0, max: 2 }), (terms, query, k) => {
        const found = new Map<number, number>();
        fuzzyTerms(buildTermTrie(terms), query, k, false, (t, typos) => found.set(t, typos));
        const expected = new Map(
          terms.flatMap((term, t) =>
            reference(query, term) <= k ? [[t, reference(query, term)] as const] : [],
          ),
        );
        expect(found).toEqual(expected);
      }),
    );
  });

  it('finds exactly the terms with a prefix within the typos, in prefix mode', () => {
    fc.assert(
      fc.property(dictionary, word, fc.integer({ min: 0, max: 2 }), (terms, query, k) => {
        const found = new Map<number, number>();
        fuzzyTerms(buildTermTrie(terms), query, k, true, (t, typos) => found.set(t, typos));
        const closest = (term: string) =>
          Math.min(...Array.from({ length: term.length + 1 }, (_, n) => reference(query, term.slice(0, n))));
        const expected = new Map(
          terms.flatMap((term, t) => (closest(term) <= k ? [[t, closest(term)] as const] : [])),
        );
        expect(found).toEqual(expected);
      }),
    );
  });

  it('finds exactly the corrections of a word of 4+ letters with the deletion index', () => {
    fc.assert(
      fc.property(dictionary, word, (terms, query) => {
        const k = allowedTypos(query.length);
        const found = new Map<number, number>();
        lookupTypos(buildDeletionIndex(terms), terms, query, k, (t, typos) => found.set(t, typos));
        // Terms too short to be k typos away from a word this long are not indexed for it.
        const expected = new Map(
          terms.flatMap((term, t) =>
            reference(query, term) <= k && term.length >= 3 ? [[t, reference(query, term)] as const] : [],
          ),
        );
        expect(found).toEqual(expected);
      }),
    );
  });
});

describe('typo tolerance in a search', () => {
  const engine = testEngine([
    testRecord({ url: '/a/', content: { header: 'Page', heading: 'Install the agent' } }),
    testRecord({ url: '/b/', content: { header: 'Page', heading: 'Configuration reference' } }),
    testRecord({ url: '/c/', content: { header: 'Page', heading: 'Run the app' } }),
  ]);

  it('matches words of 4 to 7 letters with one typo, not two', () => {
    expect(hitIds(engine, 'isntall ')).toEqual(['/a/#']);
    expect(hitIds(engine, 'agnet ')).toEqual(['/a/#']);
    expect(hitIds(engine, 'agxnxt ')).toEqual([]);
  });

  it('matches words of 8 letters or more with two typos', () => {
    expect(hitIds(engine, 'confgiuration ')).toEqual(['/b/#']);
    expect(hitIds(engine, 'cnofigurtaion ')).toEqual(['/b/#']);
    expect(hitIds(engine, 'cxnfxgurxtion ')).toEqual([]);
  });

  it('matches words of fewer than 4 letters exactly', () => {
    expect(hitIds(engine, 'app ')).toEqual(['/c/#']);
    expect(hitIds(engine, 'apl ')).toEqual([]);
  });

  it('can be turned off', () => {
    expect(hitIds(engine, 'isntall ', { typoTolerance: false })).toEqual([]);
    expect(hitIds(engine, 'isntall ', { typoTolerance: 'false' })).toEqual([]);
  });
});
