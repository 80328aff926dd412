import { describe, expect, it } from 'vitest';
import { percentile, relevance } from './metrics.ts';
import type { BenchQuery } from './queries/query-set.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('relevance', () => {
  const query = (url: string, objectID: string): BenchQuery => ({
    kind: 'exact',
    query: 'q',
    filters: '',
    target: { url, objectID },
  });

  it('scores the rank of the target page and section, counting replicas as the original', () => {
    const queries = [
      query('/a/', '/a/#x'),
      query('/b/', '/b/#y'),
      query('/c/', '/c/#z'),
      { kind: 'keystroke' as const, query: 'k', filters: '' },
    ];
    const results: [string, string][][] = [
      [['/a/', '/a/#x']], // page and section at rank 1
      [
        ['/z/', '/z/#'],
        ['/copy-3/b/', '/copy-3/b/#other'],
      ], // page at rank 2, wrong section
      [], // missed
      [['/a/', '/a/#x']], // no target: not counted
    ];
    const score = relevance(queries, results);
    expect(score.queries).toBe(3);
    expect(score.mrr).toBeCloseTo((1 + 0.5 + 0) / 3);
    expect(score.recall).toBeCloseTo(2 / 3);
    expect(score.sectionMrr).toBeCloseTo(1 / 3);
  });

  it('ignores targets below rank 10', () => {
    const hits = Array.from({ length: 11 }, (_, i): [string, string] => [`/p${i}/`, `/p${i}/#`]);
    expect(relevance([query('/p10/', '/p10/#')], [hits]).recall).toBe(0);
  });
});
