import type { QueryTerm } from './query-plan.ts';
import { forEachToken, MAX_TOKEN_LENGTH } from './tokenize.ts';

/** How a token of shown text matches the query: which query word, and how much to mark. */
export interface TokenMatch {
  word: number;
  /** Characters of the token to mark: the typed prefix of a completion, else the whole token. */
  length: number;
}

/** Finds which tokens of a text the query matched. */
export interface QueryMatcher {
  /** The query words (normalised), for matchedWords. */
  readonly words: readonly string[];
  /** Every string a matching token starts with (terms and typed prefixes), to find them fast. */
  readonly starts: readonly string[];
  match(token: string): TokenMatch | undefined;
}

// For ASCII text: which characters are word characters, and (per matcher, built once per query)
// which can start a matching token.
const WORD_CHAR = new Uint8Array(128).map((_, c) =>
  Number((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)),
);
const firstChars = new WeakMap<QueryMatcher, Uint8Array>();

function firstCharsOf(matcher: QueryMatcher): Uint8Array {
  let table = firstChars.get(matcher);
  if (table === undefined) {
    table = new Uint8Array(128);
    for (const start of matcher.starts) {
      const c = start.charCodeAt(0);
      if (c < 128) table[c] = table[String.fromCharCode(c).toUpperCase().charCodeAt(0)] = 1;
    }
    firstChars.set(matcher, table);
  }
  return table;
}

/**
 * The matcher of a planned query: a token matches when it is one of the terms the query word
 * was expanded to (the whole token is marked, as for a corrected typo), or when it starts with
 * the word being typed (only the typed part is marked, as Algolia does).
 */
export function createMatcher(plan: readonly QueryTerm[], terms: readonly string[]): QueryMatcher {
  const byTerm = new Map<string, number>();
  plan.forEach((word, i) => {
    for (const expansion of word.expansions)
      if (!byTerm.has(terms[expansion.term]!)) byTerm.set(terms[expansion.term]!, i);
  });
  const typing = plan.map((word, i) => ({ text: word.text, i })).filter((_, i) => plan[i]!.prefix);
  return {
    words: plan.map((word) => word.text),
    starts: [...byTerm.keys(), ...typing.map((word) => word.text)],
    match(token) {
      for (const { text, i } of typing) if (token.startsWith(text)) return { word: i, length: text.length };
      const word = byTerm.get(token);
      return word === undefined ? undefined : { word, length: token.length };
    },
  };
}

/** A marked span of source text and the query word it matched. */
export interface MarkedSpan {
  start: number;
  end: number;
  word: number;
}

// A letter, mark or digit: outside ASCII, only text with such characters needs the tokenizer.
const NON_ASCII_WORD = /^[\p{L}\p{M}\p{N}]/u;

/** The span to mark for a matched token whose source word is text[start..end). */
export function spanOf(match: TokenMatch, token: string, start: number, end: number): MarkedSpan {
  // Marking part of a word is only exact when the source word is the token itself.
  const partial = match.length < token.length && end - start === token.length;
  return { start, end: partial ? start + match.length : end, word: match.word };
}

const isWordCodePoint = (text: string, at: number) =>
  NON_ASCII_WORD.test(String.fromCodePoint(text.codePointAt(at)!));

/**
 * The first `limit` spans of `text` the query matched, in order. The text is walked character
 * by character: an ASCII word (most words of the docs) is only cut out and checked when its
 * first letter can start a match, so a long section costs a scan, not a tokenisation; a word
 * with letters beyond ASCII goes through the tokenizer's normalisation, so every word gives
 * the tokens the index saw.
 */
export function findSpans(text: string, matcher: QueryMatcher, limit = Infinity): MarkedSpan[] {
  const spans: MarkedSpan[] = [];
  if (matcher.starts.length === 0) return spans;
  const first = firstCharsOf(matcher);
  const unicodeWord = new RegExp(NON_ASCII_WORD.source.slice(1) + '+', 'uy');
  const n = text.length;
  for (let i = 0; i < n && spans.length < limit;) {
    const c = text.charCodeAt(i);
    const ascii = c < 128;
    if (ascii ? WORD_CHAR[c] === 0 : !isWordCodePoint(text, i)) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && text.charCodeAt(i) < 128 && WORD_CHAR[text.charCodeAt(i)] === 1) i++;
    if (i < n && text.charCodeAt(i) >= 128 && isWordCodePoint(text, i)) {
      // The word goes on beyond ASCII: take all of it and tokenize it as the indexer does.
      unicodeWord.lastIndex = start;
      i = start + unicodeWord.exec(text)![0].length;
      forEachToken(text.slice(start, i), (token) => {
        const match = matcher.match(token);
        if (match !== undefined && spans.at(-1)?.start !== start) spans.push(spanOf(match, token, start, i));
      });
      continue;
    }
    if (first[c] === 0 || i - start > MAX_TOKEN_LENGTH) continue;
    const token = text.slice(start, i).toLowerCase();
    const match = matcher.match(token);
    if (match !== undefined) spans.push(spanOf(match, token, start, i));
  }
  return spans;
}
