import type { SearchIndex } from './search-index.ts';
import { lookupTypos, type DeletionIndex } from './deletion-index.ts';
import { prefixRange } from './term-range.ts';
import { buildTermTrie, fuzzyTerms, type TermTrie } from './term-trie.ts';
import { forEachToken, STOP_WORDS } from './tokenize.ts';
import { allowedTypos } from './typos.ts';

/** Bounds on what one query may cost, whatever it holds. */
export const QUERY_LIMITS = {
  /** Characters of the query read (Algolia's own limit is 512 bytes). */
  maxLength: 512,
  /** Words of the query used; the rest are ignored. */
  maxTerms: 16,
  /** Dictionary terms one query word may stand for (completions and corrections). */
  maxExpansions: 50,
} as const;

/** Score factors of a match that is not the exact word (see ADR 0009 for how they were tuned). */
export const MATCH_QUALITY = { exact: 1, oneTypo: 0.5, twoTypos: 0.3, completion: 0.75 } as const;

/** One dictionary term a query word stands for. */
export interface Expansion {
  term: number;
  typos: number;
  /** The query word is a proper prefix of the term (search as you type). */
  completion: boolean;
  /** idf of the term times the quality of the match. */
  weight: number;
}

/** A word of the query and the dictionary terms it matches. */
export interface QueryTerm {
  text: string;
  /** Stop words add to the score but are not required (unless the query has nothing else). */
  optional: boolean;
  /** The last word, typed without a following space: matched as a prefix. */
  prefix: boolean;
  expansions: Expansion[];
  /** Postings the expansions hold: what reading this word costs. */
  cost: number;
}

function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function quality(typos: number, completion: boolean, query: string, term: string): number {
  const typo =
    typos === 0 ? MATCH_QUALITY.exact : typos === 1 ? MATCH_QUALITY.oneTypo : MATCH_QUALITY.twoTypos;
  // A completion is worth more the more of the word was typed.
  return completion ? typo * MATCH_QUALITY.completion * (0.5 + (0.5 * query.length) / term.length) : typo;
}

/** The dictionary structures for typo-tolerant lookup. */
export interface TermLookup {
  /** Built when an index is first searched (a few milliseconds; not worth its file size). */
  trie: TermTrie;
  /** Stored in the index. */
  deletions: DeletionIndex;
}

/** The lookup structures of an index's dictionary. */
export function createTermLookup(index: SearchIndex): TermLookup {
  return { trie: buildTermTrie(index.terms), deletions: index.deletions };
}

/** The query's words, normalised as the index is, with the last one flagged for prefix search. */
export function queryWords(query: string): { text: string; prefix: boolean }[] {
  const source = query.slice(0, QUERY_LIMITS.maxLength);
  const words: { text: string; end: number }[] = [];
  forEachToken(source, (text, _start, end) => words.push({ text, end }));
  const typingLast = words.length > 0 && words.at(-1)!.end === source.length;
  const unique = new Map<string, boolean>();
  words.forEach((word, i) => {
    const prefix = typingLast && i === words.length - 1;
    unique.set(word.text, (unique.get(word.text) ?? false) || prefix);
  });
  return [...unique].slice(0, QUERY_LIMITS.maxTerms).map(([text, prefix]) => ({ text, prefix }));
}

/**
 * Expands one query word into dictionary terms: the word itself, its corrections within the
 * allowed typos (typos.ts) and, for the last word, its completions (stop words aside). The word
 * being typed is matched as a prefix, with up to one typo in the typed part when no term starts
 * with it as typed (two typos in a prefix would match almost anything), and as a whole word with
 * all its allowed typos. The word itself comes first, then closer matches, then the more frequent
 * terms; at most maxExpansions, and beyond the word itself and its most frequent completion only
 * while their postings stay under `budget`, so a one-letter prefix cannot read the whole index.
 */
export function expandWord(
  index: SearchIndex,
  lookup: TermLookup,
  text: string,
  prefix: boolean,
  typoTolerance: boolean,
  budget: number,
): Expansion[] {
  const { terms, termStart } = index;
  const df = (term: number) => termStart[term + 1]! - termStart[term]!;
  const found: { term: number; typos: number; key: number }[] = [];
  // Sort key: the word itself, then fewer typos, then more postings.
  const add = (term: number, typos: number) =>
    found.push({ term, typos, key: (terms[term] === text ? 0 : 1 + typos) * 2 ** 32 - df(term) });
  const maxTypos = typoTolerance ? allowedTypos(text.length) : 0;
  let [start, end] = [0, 0];
  if (prefix) {
    [start, end] = prefixRange(terms, text);
    for (let term = start; term < end; term++) add(term, 0);
  } else {
    const [at] = prefixRange(terms, text);
    if (terms[at] === text) add(at, 0);
  }
  // Corrections, once each, and none that is already there as the word or a completion.
  const exactTerm = found.length === 1 && !prefix ? found[0]!.term : -1;
  const seen = new Set<number>();
  const correct = (term: number, typos: number) => {
    if (term === exactTerm || (term >= start && term < end) || seen.has(term)) return;
    seen.add(term);
    add(term, typos);
  };
  // A prefix that starts some word is most likely typed right; only one that starts none is
  // looked up with a typo (which also keeps the costliest lookup off most keystrokes).
  if (prefix && start === end && maxTypos > 0) fuzzyTerms(lookup.trie, text, 1, true, correct);
  if (maxTypos > 0 && (!prefix || maxTypos > 1))
    lookupTypos(lookup.deletions, terms, text, maxTypos, correct);
  found.sort((a, b) => a.key - b.key);
  // A correction must not outweigh the word as typed: a rare near-miss ('tissue' for 'issue')
  // would otherwise outrank the exact word. Corrections are capped at the exact word's idf.
  const exactIdf =
    found[0] !== undefined && terms[found[0].term] === text
      ? idf(df(found[0].term), index.recordCount)
      : Infinity;
  const expansions: Expansion[] = [];
  let cost = 0;
  let firstCompletion = true;
  // Looking further down a long list of completions only finds rarer ones, which the budget
  // would mostly refuse anyway.
  for (const { term, typos } of found.slice(0, QUERY_LIMITS.maxExpansions * 8)) {
    if (expansions.length >= QUERY_LIMITS.maxExpansions) break;
    const word = terms[term]!;
    const completion = prefix && word.length > text.length && word.startsWith(text);
    // Completing 't' to 'the' finds nothing worth finding.
    if (completion && STOP_WORDS.has(word)) continue;
    // The word itself and its most frequent completion count however frequent they are ('pow'
    // must reach 'powershell'); the rest only within the budget. A single letter says too little
    // to pay for its most frequent completion.
    const kept =
      word === text || (completion && firstCompletion && text.length > 1) || expansions.length === 0;
    if (!kept && cost + df(term) > budget) continue;
    if (completion) firstCompletion = false;
    cost += df(term);
    const weight =
      Math.min(typos > 0 ? exactIdf : Infinity, idf(df(term), index.recordCount)) *
      quality(typos, completion, text, word);
    expansions.push({ term, typos, completion, weight });
  }
  return expansions;
}

/** The plan of a query: its words with their expansions. */
export function planQuery(
  index: SearchIndex,
  lookup: TermLookup,
  query: string,
  typoTolerance: boolean,
): QueryTerm[] {
  const words = queryWords(query);
  const allStop = words.every((word) => STOP_WORDS.has(word.text));
  const budget = Math.max(20_000, index.recordCount / 2);
  return words.map(({ text, prefix }) => {
    // A stop word being typed may be the start of a real word ('to' → 'token'): keep it required.
    const optional = !allStop && !prefix && STOP_WORDS.has(text);
    // An optional stop word is matched as written: its near-misses ('with' → 'width') are noise.
    const expansions = expandWord(index, lookup, text, prefix, typoTolerance && !optional, budget);
    let cost = 0;
    for (const e of expansions) cost += index.termStart[e.term + 1]! - index.termStart[e.term]!;
    return { text, optional, prefix, expansions, cost };
  });
}
