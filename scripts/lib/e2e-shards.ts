/**
 * Splits the browser-test spec files between concurrent shards. Each shard is its own process with
 * its own portal server (own port, own embedded database) and browser, so specs that share state
 * through one server (rate limits, accounts) never meet a spec of another shard.
 *
 * The split must be the same in every shard process without talking between them, so it is a pure
 * function of the spec files and their sources: an estimate of each file's cost, then a greedy
 * "largest first into the lightest shard" assignment.
 */

/** A spec file and its estimated cost. */
export interface WeightedSpec {
  file: string;
  weight: number;
}

/**
 * What a spec file costs, estimated from its source: every test, plus what dominates the browser
 * phase (measured in docs/performance.md "Test run time"): axe runs and extra portal processes.
 * A spec that loops over a plan (one `it(` and one axe call standing for dozens of runs) states
 * its weight in the same units instead, in a comment line `e2e-weight: <n>`.
 */
export function specWeight(source: string): number {
  const declared = /^\s*(?:\/\/|\*)\s*e2e-weight:\s*(\d+)\s*$/m.exec(source);
  if (declared) return Number(declared[1]);
  const count = (pattern: RegExp): number => source.match(pattern)?.length ?? 0;
  const tests = count(/\bit\(|\btest\(/g);
  const axe = count(/expectNoAxeViolations\(/g);
  const portals = count(/startExtraPortal\(|killMidLoad\(|startPortals?\(/g);
  return 1 + tests + 3 * axe + 10 * portals;
}

/** Seconds one unit of {@link specWeight} took in a measured run (docs/performance.md). */
export const SECONDS_PER_WEIGHT = 2;

/**
 * What a spec file costs in seconds: its time in the last recorded run (e2e/spec-seconds.json,
 * copied from a run's test-results/e2e-seconds.json), else its estimate for a file not measured
 * yet. Measured times keep the shards within seconds of each other, which estimates from the
 * source (off by 3x either way for specs that start portals or wait on timers) did not.
 */
export function specCost(file: string, source: string, measured: Readonly<Record<string, number>>): number {
  return measured[file] ?? SECONDS_PER_WEIGHT * specWeight(source);
}

/**
 * The spec files of shard `index` (0-based) of `count`: heaviest first, each into the shard with
 * the least weight so far (ties to the lower index), then in file order within the shard.
 */
export function shardSpecs(specs: readonly WeightedSpec[], index: number, count: number): string[] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`shard count must be a positive integer`);
  if (!Number.isInteger(index) || index < 0 || index >= count)
    throw new Error(`shard index ${index} is not in 0..${count - 1}`);
  const loads = new Array<number>(count).fill(0);
  const owner = new Map<string, number>();
  const byWeight = [...specs].sort((a, b) => b.weight - a.weight || (a.file < b.file ? -1 : 1));
  for (const spec of byWeight) {
    const lightest = loads.indexOf(Math.min(...loads));
    owner.set(spec.file, lightest);
    loads[lightest] = (loads[lightest] ?? 0) + spec.weight;
  }
  return specs
    .map((spec) => spec.file)
    .filter((file) => owner.get(file) === index)
    .sort();
}

/** Parses E2E_SHARD ("2/3", 1-based as people count shards) into a 0-based index and a count. */
export function parseShard(value: string | undefined): { index: number; count: number } | undefined {
  if (value === undefined || value === '') return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const number = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || number < 1 || count < 1 || number > count)
    throw new Error(`E2E_SHARD must look like "1/2" (shard number/shard count); got "${value}"`);
  return { index: number - 1, count };
}
