import { hasRecord, type RecordSet } from './filter-eval.ts';
import type { Expansion } from './query-plan.ts';
import { FIELD, TF_SHIFT, type SearchIndex } from './search-index.ts';

/** Field weights (title > heading > text); the text part is BM25-saturated. */
export const FIELD_WEIGHT = { title: 4, heading: 3, text: 1, product: 0.5 } as const;
const K1 = 1.2;
const B = 0.75;

/** Per-record accumulators of one query, reset for the candidates only. */
export interface Accumulators {
  score: Float64Array;
  /** Required query words matched. */
  matched: Uint8Array;
  /** Query words found in the heading, and in the page title. */
  headingHits: Uint8Array;
  titleHits: Uint8Array;
  // Scratch of the word being scored: its best expansion per record, and the fields it hit.
  best: Float64Array;
  fields: Uint8Array;
  seen: Uint32Array;
  touched: Int32Array;
  stamp: number;
}

/** Allocates accumulators for an index of `size` records. */
export function createAccumulators(size: number): Accumulators {
  return {
    score: new Float64Array(size),
    matched: new Uint8Array(size),
    headingHits: new Uint8Array(size),
    titleHits: new Uint8Array(size),
    best: new Float64Array(size),
    fields: new Uint8Array(size),
    seen: new Uint32Array(size),
    touched: new Int32Array(size),
    stamp: 0,
  };
}

/** BM25 length factors per record: k1 * (1 - b + b * length / average). */
export function lengthFactors(index: SearchIndex): Float32Array {
  const factors = new Float32Array(index.recordCount);
  const average = index.averageTextLength || 1;
  for (let r = 0; r < index.recordCount; r++)
    factors[r] = K1 * (1 - B + (B * index.textLength[r]!) / average);
  return factors;
}

// The field part of a posting's score for each info byte, without the text part.
const FIELD_SCORE = new Float64Array(256).map((_, info) => {
  let score = 0;
  if (info & FIELD.title) score += FIELD_WEIGHT.title;
  if (info & FIELD.heading) score += FIELD_WEIGHT.heading;
  if (info & FIELD.product) score += FIELD_WEIGHT.product;
  return score;
});

/** The candidates of a query: sorted record numbers, and a stamp marking them by record. */
export interface CandidateSet {
  list: Uint32Array;
  count: number;
  /** `seen[r] === stamp` when record r is a candidate. */
  seen: Uint32Array;
  stamp: number;
}

/** Starts an empty candidate set, to be filled by scoreWord's collecting mode. */
export function clearCandidates(candidates: CandidateSet): void {
  candidates.stamp++;
  candidates.count = 0;
}

/**
 * Scores one query word over the candidates: for every candidate holding one of the word's
 * expansions, the best expansion's weight times its field score. Accumulators are indexed by
 * record. Each expansion costs the cheaper of galloping through its postings once per candidate
 * (few candidates: the rarest word chose them) or reading its postings once and keeping those
 * that are candidates. With `collect`, the word chooses the candidates instead: every record
 * holding it and kept by the filter becomes one (unsorted: see orderCandidates), so the rarest
 * word's postings are read once, not once to collect and once to score.
 */
export function scoreWord(
  index: SearchIndex,
  lengths: Float32Array,
  candidates: CandidateSet,
  expansions: readonly Expansion[],
  acc: Accumulators,
  required: boolean,
  collect?: { filter: RecordSet | undefined },
): void {
  const { postingRecord, postingInfo, termStart } = index;
  const { list, count, seen } = candidates;
  const stamp = ++acc.stamp;
  let touched = 0;
  const hit = (r: number, p: number, weight: number) => {
    const info = postingInfo[p]!;
    const tf = info >>> TF_SHIFT;
    const text = tf === 0 ? 0 : (FIELD_WEIGHT.text * tf * (K1 + 1)) / (tf + lengths[r]!);
    const value = weight * (FIELD_SCORE[info]! + text);
    if (acc.seen[r] !== stamp) {
      acc.seen[r] = stamp;
      acc.best[r] = value;
      acc.fields[r] = info;
      acc.touched[touched++] = r;
    } else {
      if (value > acc.best[r]!) acc.best[r] = value;
      acc.fields[r]! |= info;
    }
  };
  for (const { term, weight } of expansions) {
    let p = termStart[term]!;
    const end = termStart[term + 1]!;
    if (collect !== undefined) {
      for (; p < end; p++) {
        const r = postingRecord[p]!;
        if (seen[r] !== candidates.stamp) {
          if (collect.filter !== undefined && !hasRecord(collect.filter, r)) continue;
          seen[r] = candidates.stamp;
          list[candidates.count++] = r;
          acc.score[r] = 0;
          acc.matched[r] = 0;
          acc.headingHits[r] = 0;
          acc.titleHits[r] = 0;
        }
        hit(r, p, weight);
      }
      continue;
    }
    if (count * Math.log2(end - p + 1) >= end - p) {
      for (; p < end; p++) {
        const r = postingRecord[p]!;
        if (seen[r] === candidates.stamp) hit(r, p, weight);
      }
      continue;
    }
    for (let c = 0; c < count && p < end; c++) {
      const r = list[c]!;
      if (postingRecord[p]! < r) {
        // Gallop: double the step until past r, then binary search the last step.
        let step = 1;
        let hi = p + 1;
        while (hi < end && postingRecord[hi]! < r) {
          p = hi;
          step <<= 1;
          hi = p + step;
        }
        if (hi > end) hi = end;
        while (p < hi) {
          const mid = (p + hi) >>> 1;
          if (postingRecord[mid]! < r) p = mid + 1;
          else hi = mid;
        }
      }
      if (p < end && postingRecord[p] === r) hit(r, p, weight);
    }
  }
  for (let i = 0; i < touched; i++) {
    const r = acc.touched[i]!;
    acc.score[r]! += acc.best[r]!;
    if (required) acc.matched[r]!++;
    if (acc.fields[r]! & FIELD.heading) acc.headingHits[r]!++;
    if (acc.fields[r]! & FIELD.title) acc.titleHits[r]!++;
  }
}
