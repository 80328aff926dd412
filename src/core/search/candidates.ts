import { hasRecord, type RecordSet } from './filter-eval.ts';
import type { QueryTerm } from './query-plan.ts';
import type { CandidateSet } from './score-terms.ts';
import type { SearchIndex } from './search-index.ts';

/** Allocates a reusable candidate set for an index of `size` records. */
export function createCandidateSet(size: number): CandidateSet {
  return { list: new Uint32Array(size), count: 0, seen: new Uint32Array(size), stamp: 0 };
}

/**
 * Fills `buffers` with the records holding at least one expansion of one of `words` and kept by
 * `filter`, in ascending record order (the order scoring intersects in).
 */
export function collectCandidates(
  index: SearchIndex,
  words: readonly QueryTerm[],
  filter: RecordSet | undefined,
  buffers: CandidateSet,
): void {
  const { postingRecord, termStart } = index;
  const { list, seen } = buffers;
  const stamp = ++buffers.stamp;
  let count = 0;
  let lists = 0;
  for (const word of words) {
    for (const { term } of word.expansions) {
      lists++;
      const end = termStart[term + 1]!;
      for (let p = termStart[term]!; p < end; p++) {
        const r = postingRecord[p]!;
        if (seen[r] === stamp || (filter !== undefined && !hasRecord(filter, r))) continue;
        seen[r] = stamp;
        list[count++] = r;
      }
    }
  }
  buffers.count = count;
  orderCandidates(index, buffers, lists);
}

/** Puts candidates gathered from `lists` postings lists in record order (one list already is). */
export function orderCandidates(index: SearchIndex, buffers: CandidateSet, lists: number): void {
  if (lists <= 1) return;
  const { list, seen, stamp, count } = buffers;
  // Sorting costs n log n; reading the stamps back costs the index size. Take the cheaper.
  if (count * Math.log2(count + 1) < index.recordCount / 4) list.subarray(0, count).sort();
  else {
    let at = 0;
    for (let r = 0; r < index.recordCount; r++) if (seen[r] === stamp) list[at++] = r;
  }
}

/** Every record kept by `filter` (all records without one), in record order: the empty query. */
export function allRecords(index: SearchIndex, filter: RecordSet | undefined, buffers: CandidateSet): void {
  let count = 0;
  for (let r = 0; r < index.recordCount; r++)
    if (filter === undefined || hasRecord(filter, r)) buffers.list[count++] = r;
  buffers.count = count;
}
