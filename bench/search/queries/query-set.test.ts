import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../../src/core/search/filter-syntax.ts';
import { typoDistance } from '../../../src/core/search/typos.ts';
import type { SearchRecord } from '../../../src/schemas/search.ts';
import { injectTypo, paraphrase, truncateLast, withTypos } from './perturb.ts';
import { QUERY_KINDS, generateQuerySet } from './query-set.ts';
import { createRandom } from './random.ts';

const record = (i: number, heading: string): SearchRecord => ({
  objectID: `/p${i}/#h`,
  url: `/p${i}/`,
  headingID: 'h',
  productTitle: 'Product',
  content: { header: `Page ${i}`, heading },
  text: 'text',
  type: i % 2 ? 'guide' : 'rest',
  platform: 'cloud',
  productName: i % 3 ? 'Alpha' : 'Beta Product',
  access: 'NONE',
  position: 0,
  groupRank: 0,
  documentRankInGroup: i,
});
const headings = [
  'Configure the exporter endpoint',
  'Install the collector agent',
  'Create an issue with attachments',
  'Rotate credentials regularly',
  'Troubleshooting connection problems',
  'Understanding distributed tracing',
];
const records = [
  ...Array.from({ length: 60 }, (_, i) => record(i, `${headings[i % headings.length]} number${i}`)),
  record(99, 'Overview'),
  record(98, 'Overview'),
];

describe('generateQuerySet', () => {
  const options = { seed: 7, perKind: 5, keystrokeHeadings: 2 };

  it('is the same for the same seed and differs for another', () => {
    expect(generateQuerySet(records, options)).toEqual(generateQuerySet(records, options));
    expect(generateQuerySet(records, { ...options, seed: 8 })).not.toEqual(
      generateQuerySet(records, options),
    );
  });

  it('makes every kind, targets headings that occur once, and half the queries filtered by their own target', () => {
    const { relevance, keystrokes } = generateQuerySet(records, options);
    expect(relevance.map((q) => q.kind)).toEqual(QUERY_KINDS.flatMap((kind) => Array(5).fill(kind)));
    expect(relevance.every((q) => q.target && q.target.url !== '/p99/' && q.target.url !== '/p98/')).toBe(
      true,
    );
    expect(new Set(relevance.map((q) => q.target!.objectID)).size).toBe(relevance.length);
    expect(relevance.filter((q) => q.filters !== '')).toHaveLength(Math.floor(5 / 2) * QUERY_KINDS.length);
    for (const q of relevance.filter((q) => q.filters !== '')) expect(parseFilters(q.filters)).toBeDefined();
    expect(keystrokes.length).toBeGreaterThan(20);
    expect(keystrokes[0]!.query).toHaveLength(1);
  });
});

describe('perturbations', () => {
  it('inject exactly one typo', () => {
    const random = createRandom(3);
    for (let i = 0; i < 200; i++)
      expect(typoDistance('configuration', injectTypo('configuration', random), 3)).toBe(1);
  });

  it('put typos in eligible words only, cut the last word and reword', () => {
    const random = createRandom(5);
    expect(withTypos(['a', 'bc'], 1, random)).toBeUndefined();
    const typed = withTypos(['get', 'configuration'], 2, random)!;
    expect(typed[0]).toBe('get');
    expect(typoDistance('configuration', typed[1]!, 3)).toBeLessThanOrEqual(2);
    const cut = truncateLast(['install', 'collector'], random)!;
    expect('collector'.startsWith(cut[1]!) && cut[1]!.length >= 3 && cut[1]!.length < 9).toBe(true);
    const reworded = paraphrase(['Install', 'the', 'Agent'], random);
    expect(reworded).not.toContain('the');
    expect(reworded).toEqual(expect.arrayContaining(['install', 'agent']));
  });
});
