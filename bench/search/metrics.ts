import { canonicalUrl } from './corpus/corpus-records.ts';
import type { BenchQuery } from './queries/query-set.ts';

/** The p-th percentile (0..100) by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Relevance of a run over the queries that have a target. */
export interface Relevance {
  queries: number;
  /** Mean reciprocal rank of the target's page in the first 10 pages (0 when absent). */
  mrr: number;
  /** Share of queries whose target page is in the first 10. */
  recall: number;
  /** MRR counting a page only when the section shown for it is the target section. */
  sectionMrr: number;
}

/**
 * Scores results (per query: [url, objectID] of the pages shown, best first) against the
 * targets. Urls and objectIDs are compared without a replica prefix, so any copy of the
 * target counts in a replicated index.
 */
export function relevance(
  queries: readonly BenchQuery[],
  results: readonly (readonly [string, string][])[],
): Relevance {
  let n = 0;
  let mrr = 0;
  let recall = 0;
  let sectionMrr = 0;
  queries.forEach((query, i) => {
    if (query.target === undefined) return;
    n++;
    const top = (results[i] ?? []).slice(0, 10);
    const page = top.findIndex(([url]) => canonicalUrl(url) === query.target!.url);
    if (page >= 0) {
      mrr += 1 / (page + 1);
      recall++;
    }
    const section = top.findIndex(([, objectID]) => canonicalUrl(objectID) === query.target!.objectID);
    if (section >= 0) sectionMrr += 1 / (section + 1);
  });
  return n === 0
    ? { queries: 0, mrr: 0, recall: 0, sectionMrr: 0 }
    : { queries: n, mrr: mrr / n, recall: recall / n, sectionMrr: sectionMrr / n };
}
