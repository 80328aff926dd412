import { allRecords, collectCandidates, orderCandidates } from './candidates.ts';
import type { RecordSet } from './filter-eval.ts';
import type { QueryTerm } from './query-plan.ts';
import { countPages, takeDistinct, type RankState } from './rank-state.ts';
import { clearCandidates, scoreWord } from './score-terms.ts';
import { topK } from './top-k.ts';

/** Score factors of a section whose heading, or page title, the query covers entirely. */
export const COVER_BONUS = { title: 1.6, heading: 1.5 } as const;
/** Fewer matching pages than this with every word required: drop the costliest words. */
export const RELAX_BELOW = 10;
/** Candidates re-scored with the optional words and coverage bonuses, at least. */
export const SHORTLIST = 256;
// Matching one more required word outranks any score (Algolia's 'words' criterion).
const WORD_RANK = 1e6;

/** What ranking found. */
export interface Ranked {
  /** Record numbers, best first, at most `distinct` per page, enough for the requested hits. */
  records: number[];
  /** Matching pages (matching records when distinct is 0). */
  nbHits: number;
}

/**
 * First pass: scores the required words over the candidates collected from `generators`, and
 * keeps (in `state.kept`, scored in `state.final`) those matching `atLeast` of them.
 */
function scoreRequired(
  state: RankState,
  required: readonly QueryTerm[],
  generators: readonly QueryTerm[],
  filter: RecordSet | undefined,
  atLeast: number,
): number {
  const { index, acc, candidates, lengths, final, kept } = state;
  const [only] = generators;
  if (generators.length === 1 && only !== undefined) {
    clearCandidates(candidates);
    scoreWord(index, lengths, candidates, only.expansions, acc, true, { filter });
    orderCandidates(index, candidates, only.expansions.length);
  } else {
    collectCandidates(index, generators, filter, candidates);
    for (let c = 0; c < candidates.count; c++) {
      const r = candidates.list[c]!;
      acc.score[r] = 0;
      acc.matched[r] = 0;
      acc.headingHits[r] = 0;
      acc.titleHits[r] = 0;
    }
  }
  for (const word of required) {
    if (generators.length !== 1 || word !== only)
      scoreWord(index, lengths, candidates, word.expansions, acc, true);
  }
  const { list, count } = candidates;
  let keptCount = 0;
  for (let c = 0; c < count; c++) {
    const r = list[c]!;
    if (acc.matched[r]! < atLeast) continue;
    final[r] = acc.matched[r]! * WORD_RANK + acc.score[r]!;
    kept[keptCount++] = r;
  }
  return keptCount;
}

/**
 * Moves the kept records matching at least `atLeast` required words to the front of `kept`
 * (order kept) and returns how many there are.
 */
function keepAtLeast(state: RankState, keptCount: number, atLeast: number): number {
  const { kept, acc } = state;
  let count = 0;
  for (let i = 0; i < keptCount; i++) {
    const r = kept[i]!;
    if (acc.matched[r]! >= atLeast) {
      kept[i] = kept[count]!;
      kept[count++] = r;
    }
  }
  return count;
}

/**
 * Second pass, over the best `records` of the first: adds the optional words (looked up per
 * record, so a word in most records costs little) and the coverage bonuses, which only raise
 * scores, so no record outside the shortlist can overtake one inside.
 */
function rescore(state: RankState, records: readonly number[], optional: readonly QueryTerm[]): number[] {
  const { index, acc, shortlist, lengths, final } = state;
  const sorted = [...records].sort((a, b) => a - b);
  const stamp = ++shortlist.stamp;
  sorted.forEach((r, i) => {
    shortlist.list[i] = r;
    shortlist.seen[r] = stamp;
  });
  shortlist.count = sorted.length;
  for (const word of optional) scoreWord(index, lengths, shortlist, word.expansions, acc, false);
  for (const r of sorted) {
    let score = acc.score[r]!;
    const heading = index.headingTokens[r]!;
    if (heading > 0 && acc.headingHits[r]! >= heading) score *= COVER_BONUS.heading;
    const title = index.titleTokens[r]!;
    if (title > 0 && acc.titleHits[r]! >= title) score *= COVER_BONUS.title;
    final[r] = acc.matched[r]! * WORD_RANK + score;
  }
  return [...records].sort((a, b) => final[b]! - final[a]! || a - b);
}

/**
 * Ranks the records for a planned query. Every non-stop word is required (Algolia's AND):
 * candidates come from the required word with the fewest postings, and the other words are
 * only looked up for those candidates. When fewer than RELAX_BELOW pages match, words are made
 * optional one at a time, down to half of them, and records matching more words rank first.
 * Stop words and coverage bonuses then re-rank a shortlist of the best candidates.
 * `onMatched` sees every matching record (valid during the call only): facet counts.
 */
export function rankRecords(
  state: RankState,
  plan: readonly QueryTerm[],
  filter: RecordSet | undefined,
  want: number,
  distinct: number,
  onMatched?: (records: ArrayLike<number>) => void,
): Ranked {
  const { index, candidates, kept } = state;
  if (plan.length === 0) {
    allRecords(index, filter, candidates);
    const all = candidates.list.subarray(0, candidates.count);
    onMatched?.(all);
    return {
      records: takeDistinct(state, all, want, distinct),
      nbHits: distinct > 0 ? countPages(state, all.length, (i) => all[i]!) : all.length,
    };
  }
  const required = plan.filter((word) => !word.optional).sort((a, b) => a.cost - b.cost);
  const optional = plan.filter((word) => word.optional);
  const lowest = Math.max(1, Math.ceil(required.length / 2));
  for (let shortlist = Math.max(SHORTLIST, want * 4); ; shortlist *= 4) {
    // Every word required first: candidates from the rarest word alone, usually few.
    let keptCount = scoreRequired(state, required, required.slice(0, 1), filter, required.length);
    let nbHits = distinct > 0 ? countPages(state, keptCount, (i) => kept[i]!) : keptCount;
    if (nbHits < RELAX_BELOW && required.length > lowest) {
      // One more round at the loosest level, then the strictest level that finds enough.
      keptCount = scoreRequired(
        state,
        required,
        required.slice(0, required.length - lowest + 1),
        filter,
        lowest,
      );
      for (let atLeast = required.length; atLeast >= lowest; atLeast--) {
        const level = keepAtLeast(state, keptCount, atLeast);
        nbHits = distinct > 0 ? countPages(state, level, (i) => kept[i]!) : level;
        if (nbHits >= RELAX_BELOW || atLeast === lowest) {
          keptCount = level;
          break;
        }
      }
    }
    // Facets count every matching record, before the shortlist cuts them.
    onMatched?.(kept.subarray(0, keptCount));
    const best = rescore(state, topK(kept, keptCount, state.final, shortlist), optional);
    const records = takeDistinct(state, best, want, distinct);
    // Distinct can drop most of a shortlist of sections from few pages: widen it and redo.
    if (records.length >= want || shortlist >= keptCount) return { records, nbHits };
  }
}
