import { createCandidateSet } from './candidates.ts';
import { createAccumulators, lengthFactors, type Accumulators, type CandidateSet } from './score-terms.ts';
import type { SearchIndex } from './search-index.ts';

/** Buffers reused by every query on one index (queries run one at a time: search is sync). */
export interface RankState {
  index: SearchIndex;
  lengths: Float32Array;
  acc: Accumulators;
  candidates: CandidateSet;
  /** The few best candidates, re-scored with the optional words. */
  shortlist: CandidateSet;
  final: Float64Array;
  kept: Int32Array;
  pageSeen: Uint32Array;
  pageTaken: Uint16Array;
  pageStamp: number;
}

/** Allocates the buffers for `index`. */
export function createRankState(index: SearchIndex): RankState {
  return {
    index,
    lengths: lengthFactors(index),
    acc: createAccumulators(index.recordCount),
    candidates: createCandidateSet(index.recordCount),
    shortlist: createCandidateSet(index.recordCount),
    final: new Float64Array(index.recordCount),
    kept: new Int32Array(index.recordCount),
    pageSeen: new Uint32Array(index.pageCount),
    pageTaken: new Uint16Array(index.pageCount),
    pageStamp: 0,
  };
}

/** Counts the distinct pages of `count` records, record `i` being `recordAt(i)`. */
export function countPages(state: RankState, count: number, recordAt: (i: number) => number): number {
  const stamp = ++state.pageStamp;
  let pages = 0;
  for (let i = 0; i < count; i++) {
    const page = state.index.recordPage[recordAt(i)]!;
    if (state.pageSeen[page] !== stamp) {
      state.pageSeen[page] = stamp;
      pages++;
    }
  }
  return pages;
}

/** Takes records in order, at most `distinct` per page (all with 0), until `want` are taken. */
export function takeDistinct(
  state: RankState,
  order: ArrayLike<number>,
  want: number,
  distinct: number,
): number[] {
  const stamp = ++state.pageStamp;
  const out: number[] = [];
  for (let i = 0; i < order.length && out.length < want; i++) {
    const r = order[i]!;
    if (distinct > 0) {
      const page = state.index.recordPage[r]!;
      if (state.pageSeen[page] !== stamp) {
        state.pageSeen[page] = stamp;
        state.pageTaken[page] = 0;
      }
      if (state.pageTaken[page]! >= distinct) continue;
      state.pageTaken[page]!++;
    }
    out.push(r);
  }
  return out;
}
