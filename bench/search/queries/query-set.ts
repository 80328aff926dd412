// The generated query set: queries with a known target section, derived from the corpus headings
// (exact, unfinished, mistyped, reworded), and keystroke sequences for search-as-you-type.
import { buildFilters } from '../../../src/core/search/filter-builder.ts';
import type { SearchRecord } from '../../../src/schemas/search.ts';
import { paraphrase, truncateLast, withTypos, words } from './perturb.ts';
import { createRandom, type Random } from './random.ts';

/** How a query was derived from its target heading. */
export const QUERY_KINDS = ['exact', 'prefix', 'typo', 'typo2', 'paraphrase', 'mixed'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** One benchmark query. */
export interface BenchQuery {
  kind: QueryKind | 'keystroke';
  query: string;
  /** Algolia filters ('' for none): the target's own platform, products, type and access. */
  filters: string;
  /** The section the query is after (relevance queries only). */
  target?: { url: string; objectID: string };
}

const derive: Record<QueryKind, (heading: string, random: Random) => string[] | undefined> = {
  exact: (heading) => [heading],
  prefix: (heading, random) => truncateLast(words(heading), random),
  typo: (heading, random) => withTypos(words(heading), 1, random),
  typo2: (heading, random) => withTypos(words(heading), 2, random),
  paraphrase: (heading, random) => paraphrase(words(heading), random),
  mixed: (heading, random) => {
    const reworded = withTypos(paraphrase(words(heading), random), 1, random);
    return reworded && (truncateLast(reworded, random) ?? reworded);
  },
};

function filtersFor(target: SearchRecord, products: readonly string[], random: Random): string {
  const other = random.pick(products);
  return buildFilters({
    platform: target.platform,
    products: [target.productName, other],
    types: ['guide', 'rest'],
    access: ['NONE', target.access],
  });
}

/** Sections whose heading names them alone in the corpus, so the target of a query is known. */
function eligibleTargets(records: readonly SearchRecord[]): SearchRecord[] {
  const key = (record: SearchRecord) => words(record.content.heading).join(' ').toLowerCase();
  const counts = new Map<string, number>();
  for (const record of records) counts.set(key(record), (counts.get(key(record)) ?? 0) + 1);
  return records.filter((record) => {
    const n = words(record.content.heading).length;
    return (
      counts.get(key(record)) === 1 &&
      n >= 1 &&
      n <= 8 &&
      key(record).length >= 4 &&
      /[a-z]{3}/i.test(record.content.heading)
    );
  });
}

/** Options of the generator. */
export interface QuerySetOptions {
  seed: number;
  /** Relevance queries per kind. */
  perKind: number;
  /** Headings typed out keystroke by keystroke. */
  keystrokeHeadings: number;
}

/**
 * The query set of the records (the corpus once): `perKind` queries of every kind with a known
 * target, every other one with the target's own filters, and the keystroke sequences. Seeded:
 * the same records and options give the same queries.
 */
export function generateQuerySet(
  records: readonly SearchRecord[],
  options: QuerySetOptions,
): { relevance: BenchQuery[]; keystrokes: BenchQuery[] } {
  const random = createRandom(options.seed);
  const targets = random.shuffle(eligibleTargets(records));
  const products = [...new Set(records.map((record) => record.productName))].sort();
  const relevance: BenchQuery[] = [];
  let next = 0;
  for (const kind of QUERY_KINDS) {
    for (let made = 0; made < options.perKind && next < targets.length; next++) {
      const target = targets[next]!;
      const parts = derive[kind](target.content.heading, random);
      if (parts === undefined || parts.join('').length < 2) continue;
      relevance.push({
        kind,
        query: parts.join(' '),
        filters: made % 2 === 1 ? filtersFor(target, products, random) : '',
        target: { url: target.url, objectID: target.objectID },
      });
      made++;
    }
  }
  const keystrokes: BenchQuery[] = [];
  for (const target of targets.slice(next, next + options.keystrokeHeadings)) {
    const text = target.content.heading.slice(0, 24);
    for (let end = 1; end <= text.length; end++) {
      if (text[end - 1] === ' ') continue;
      keystrokes.push({
        kind: 'keystroke',
        query: text.slice(0, end),
        filters: end % 2 === 0 ? filtersFor(target, products, random) : '',
      });
    }
  }
  return { relevance, keystrokes };
}
