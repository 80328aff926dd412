import {
  FACET_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  type FacetAttribute,
  type FacetHit,
  type NumericAttribute,
  type SearchResponse,
} from '../../schemas/search.ts';
import { markRange } from './highlight.ts';
import type { MarkedSpan } from './query-matcher.ts';
import type { RecordAttributes } from './record-attributes.ts';
import { SearchError } from './search-error.ts';
import { forEachToken, tokenize } from './tokenize.ts';

const isFacet = (name: string): name is FacetAttribute =>
  (FACET_ATTRIBUTES as readonly string[]).includes(name);
const isNumeric = (name: string): name is NumericAttribute =>
  (NUMERIC_ATTRIBUTES as readonly string[]).includes(name);

/** The attributes of Algolia's `facets` parameter ('*' is every one); throws SearchError for unknown ones. */
export function facetNames(requested: readonly string[] | undefined): string[] {
  if (requested === undefined) return [];
  if (requested.includes('*')) return [...FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES];
  for (const name of requested) {
    if (!isFacet(name) && !isNumeric(name))
      throw new SearchError(
        'invalid_params',
        `Invalid search parameter facets: '${name}' is not an attribute for faceting; facets are ${[...FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES].join(', ')}`,
      );
  }
  return [...new Set(requested)];
}

/** How many of `records` hold each value of a facet attribute (values with no record left out). */
export function valueCounts(
  attributes: RecordAttributes,
  attribute: FacetAttribute,
  records: ArrayLike<number>,
): Map<string, number> {
  const merged = new Map<string, number>();
  for (const source of attributes.sources(attribute)) {
    const counts = new Uint32Array(source.values.length);
    const { ids } = source;
    for (let i = 0; i < records.length; i++) counts[ids[records[i]!]!]!++;
    counts.forEach((count, id) => {
      if (count === 0) return;
      const value = source.values[id]!;
      merged.set(value, (merged.get(value) ?? 0) + count);
    });
  }
  return merged;
}

type Order = 'count' | 'alpha';
const byOrder = (order: Order) => (a: [string, number], b: [string, number]) =>
  order === 'count'
    ? b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)
    : a[0] < b[0]
      ? -1
      : a[0] > b[0]
        ? 1
        : 0;

/** Algolia's `facets` and `facets_stats` of an answer, over the records the query kept. */
export function countFacets(
  attributes: RecordAttributes,
  names: readonly string[],
  records: ArrayLike<number>,
  maxValues: number,
  order: Order,
): Pick<SearchResponse, 'facets' | 'facets_stats'> {
  const facets: Record<string, Record<string, number>> = {};
  const stats: NonNullable<SearchResponse['facets_stats']> = {};
  for (const name of names) {
    let counts: Map<string, number>;
    if (isNumeric(name)) {
      const numbers = attributes.numbers(name);
      const byNumber = new Map<number, number>();
      let [min, max, sum] = [Infinity, -Infinity, 0];
      for (let i = 0; i < records.length; i++) {
        const value = numbers[records[i]!]!;
        byNumber.set(value, (byNumber.get(value) ?? 0) + 1);
        if (value < min) min = value;
        if (value > max) max = value;
        sum += value;
      }
      counts = new Map([...byNumber].map(([value, count]) => [String(value), count]));
      if (records.length > 0) stats[name] = { min, max, avg: sum / records.length, sum };
    } else if (isFacet(name)) counts = valueCounts(attributes, name, records);
    else continue;
    facets[name] = Object.fromEntries([...counts].sort(byOrder(order)).slice(0, maxValues));
  }
  return { facets, ...(Object.keys(stats).length > 0 ? { facets_stats: stats } : {}) };
}

/**
 * Algolia's searchForFacetValues over the records a query kept: the values of `attribute`
 * whose words start with the facet query's words (accents and case folded), most frequent
 * first, each with its count and the matched prefixes marked (HTML-escaped).
 */
export function searchFacetValues(
  attributes: RecordAttributes,
  attribute: string,
  records: ArrayLike<number>,
  options: {
    facetQuery: string;
    maxFacetHits: number;
    pre: string;
    post: string;
    escape: boolean;
    order: Order;
  },
): FacetHit[] {
  if (!isFacet(attribute))
    throw new SearchError(
      'invalid_params',
      `Cannot search in '${attribute}': it is not an attribute for faceting; facets are ${FACET_ATTRIBUTES.join(', ')}`,
    );
  const wanted = tokenize(options.facetQuery);
  const hits: FacetHit[] = [];
  const sorted = [...valueCounts(attributes, attribute, records)].sort(byOrder(options.order));
  for (const [value, count] of sorted) {
    const spans: MarkedSpan[] = [];
    const found = new Set<number>();
    forEachToken(value, (token, start, end) => {
      const word = wanted.findIndex((query, i) => !found.has(i) && token.startsWith(query));
      if (word < 0) return;
      found.add(word);
      // Mark the typed part when folding kept the length; else the whole word.
      const length = end - start === token.length ? wanted[word]!.length : end - start;
      spans.push({ start, end: start + length, word });
    });
    if (found.size < wanted.length) continue;
    hits.push({
      value,
      count,
      highlighted: markRange(value, spans, 0, value.length, options.pre, options.post),
    });
    if (hits.length >= options.maxFacetHits) break;
  }
  return hits;
}
