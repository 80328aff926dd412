import { describe, expect, it } from 'vitest';
import { parseShard, SECONDS_PER_WEIGHT, shardSpecs, specCost, specWeight } from './e2e-shards.ts';

describe('specWeight', () => {
  it('counts tests, axe runs and extra portals', () => {
    expect(specWeight('')).toBe(1);
    expect(specWeight("it('a', …); it('b', …)")).toBe(3);
    expect(specWeight("it('a', async () => { await expectNoAxeViolations(page); })")).toBe(5);
    expect(specWeight("it('a', async () => { await startExtraPortal('x'); })")).toBe(12);
  });

  it('takes the weight a looping spec states for itself', () => {
    const looping = "// e2e-weight: 80\nfor (const row of plan) it('a', () => expectNoAxeViolations(page));";
    expect(specWeight(looping)).toBe(80);
    expect(specWeight(' * e2e-weight: 7\n')).toBe(7);
    // Only a comment line of its own counts, not the words inside code or prose.
    expect(specWeight("const note = 'e2e-weight: 80';")).toBe(1);
  });
});

describe('shardSpecs', () => {
  const specs = [
    { file: 'a.e2e.ts', weight: 10 },
    { file: 'b.e2e.ts', weight: 6 },
    { file: 'c.e2e.ts', weight: 5 },
    { file: 'd.e2e.ts', weight: 1 },
  ];

  it('gives every spec to exactly one shard and balances the weights', () => {
    const first = shardSpecs(specs, 0, 2);
    const second = shardSpecs(specs, 1, 2);
    expect([...first, ...second].sort()).toEqual(specs.map((spec) => spec.file));
    expect(first).toEqual(['a.e2e.ts', 'd.e2e.ts']);
    expect(second).toEqual(['b.e2e.ts', 'c.e2e.ts']);
  });

  it('is the whole list with one shard, and independent of input order', () => {
    expect(shardSpecs(specs, 0, 1)).toEqual(['a.e2e.ts', 'b.e2e.ts', 'c.e2e.ts', 'd.e2e.ts']);
    expect(shardSpecs([...specs].reverse(), 1, 2)).toEqual(shardSpecs(specs, 1, 2));
  });

  it('refuses an index outside the shards', () => {
    expect(() => shardSpecs(specs, 2, 2)).toThrow(/not in 0..1/);
  });
});

describe('parseShard', () => {
  it('reads "n/count" as a 0-based index', () => {
    expect(parseShard('2/3')).toEqual({ index: 1, count: 3 });
    expect(parseShard(undefined)).toBeUndefined();
  });

  it('names the expected form on bad input', () => {
    expect(() => parseShard('0/2')).toThrow(/"1\/2"/);
    expect(() => parseShard('3/2')).toThrow(/"1\/2"/);
    expect(() => parseShard('x')).toThrow(/"1\/2"/);
  });
});

describe('specCost', () => {
  it('uses the recorded seconds of a measured spec, and the estimate for a new one', () => {
    const source = "it('a', () => {}); it('b', () => {});";
    expect(specCost('e2e/a.e2e.ts', source, { 'e2e/a.e2e.ts': 42 })).toBe(42);
    expect(specCost('e2e/new.e2e.ts', source, { 'e2e/a.e2e.ts': 42 })).toBe(
      SECONDS_PER_WEIGHT * specWeight(source),
    );
  });
});
