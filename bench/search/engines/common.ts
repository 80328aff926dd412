// What the rival adapters share: the filter predicate, grouping by page and snippets, so these
// features cost every engine the same and only retrieval and ranking differ.
import type { FilterNode } from '../../../src/core/search/filter-syntax.ts';
import type { QueryMatcher } from '../../../src/core/search/query-matcher.ts';
import { queryWords } from '../../../src/core/search/query-plan.ts';
import { snippet, SNIPPET_WORDS } from '../../../src/core/search/snippet.ts';
import type { SearchRecord } from '../../../src/schemas/search.ts';
import type { BenchHit } from './adapter.ts';

/** A record flattened for the rival libraries; `id` is its number in the record list. */
export interface FlatDoc {
  [key: string]: string | number;
  id: number;
  title: string;
  heading: string;
  text: string;
  product: string;
  url: string;
  objectID: string;
  platform: string;
  productName: string;
  docType: string;
  access: string;
}

/** Field weights of every engine: title > heading > text, product name lowest. */
export const BOOST = { title: 4, heading: 3, text: 1, product: 0.5 } as const;

/** The typo rule of every engine: 1 typo from 4 characters, 2 from 8. */
export const typosFor = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** Flattens records for indexing. */
export function flatDocs(records: readonly SearchRecord[]): FlatDoc[] {
  return records.map((r, id) => ({
    id,
    title: r.content.header,
    heading: r.content.heading,
    text: r.text,
    product: r.productTitle,
    url: r.url,
    objectID: r.objectID,
    platform: r.platform,
    productName: r.productName,
    docType: r.type,
    access: r.access,
  }));
}

/** The parsed filters as a predicate over stored fields. */
export function filterPredicate(node: FilterNode | undefined): (doc: Record<string, unknown>) => boolean {
  if (node === undefined) return () => true;
  switch (node.kind) {
    case 'facet':
      return (doc) => doc[node.attribute] === node.value;
    case 'numeric':
      throw new Error('the benchmark queries use no numeric filters');
    case 'not': {
      const inner = filterPredicate(node.operand);
      return (doc) => !inner(doc);
    }
    case 'and': {
      const parts = node.operands.map(filterPredicate);
      return (doc) => parts.every((part) => part(doc));
    }
    case 'or': {
      const parts = node.operands.map(filterPredicate);
      return (doc) => parts.some((part) => part(doc));
    }
  }
}

/** A matcher of the query's own words (the last one as a prefix), for rival snippets. */
export function wordMatcher(query: string): QueryMatcher {
  const words = queryWords(query);
  return {
    words: words.map((word) => word.text),
    starts: words.map((word) => word.text),
    match(token) {
      const i = words.findIndex((word) => (word.prefix ? token.startsWith(word.text) : token === word.text));
      return i < 0 ? undefined : { word: i, length: words[i]!.prefix ? words[i]!.text.length : token.length };
    },
  };
}

/** Ranked documents grouped by page (best section first), cut to a page, with snippets. */
export function groupHits(
  ranked: Iterable<{ url: string; objectID: string; text: string }>,
  query: string,
  hitsPerPage: number,
): BenchHit[] {
  const seen = new Set<string>();
  const hits: BenchHit[] = [];
  const matcher = wordMatcher(query);
  for (const doc of ranked) {
    if (seen.has(doc.url)) continue;
    seen.add(doc.url);
    const options = { words: SNIPPET_WORDS, ellipsis: '…', pre: '<mark>', post: '</mark>' };
    hits.push({ url: doc.url, objectID: doc.objectID, snippet: snippet(doc.text, matcher, options).value });
    if (hits.length >= hitsPerPage) break;
  }
  return hits;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** JSON as bytes (the serialised form of the rivals). */
export const jsonBytes = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value));
/** Bytes back to parsed JSON. */
export const parseBytes = (bytes: Uint8Array): unknown => JSON.parse(decoder.decode(bytes));
