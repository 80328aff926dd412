import type { SnippetResult } from '../../schemas/search.ts';
import { markRange, matchLevel } from './highlight.ts';
import { findSpans, type MarkedSpan, type QueryMatcher } from './query-matcher.ts';

/** Spec §9: snippets are 20 words long. */
export const SNIPPET_WORDS = 20;
// Words of context shown before the first match of the snippet.
const LEAD = 3;
// Matches looked at, and windows tried (one per match): a word being typed ('e') can match
// thousands of words of a long section, and the best window is rarely past the first few.
const MAX_SPANS = 200;
const MAX_WINDOWS = 10;

/** Options of a snippet: its length in words, the ellipsis and the highlight tags. */
export interface SnippetOptions {
  words: number;
  ellipsis: string;
  pre: string;
  post: string;
  /** HTML-escape the text (default); see `escapesHtml`. */
  escape?: boolean;
}

const isSpace = (code: number) =>
  code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2028 || code === 0x2029;

/** The start of the word `count` words before the one at `at` (words are whitespace-separated). */
function wordsBack(text: string, at: number, count: number): number {
  let i = at;
  for (let left = count; left > 0; left--) {
    while (i > 0 && isSpace(text.charCodeAt(i - 1))) i--;
    if (i === 0) break;
    while (i > 0 && !isSpace(text.charCodeAt(i - 1))) i--;
  }
  return i;
}

/** From `at` (a word start), the end of the `count`-th word and how many words there were. */
function wordsForward(text: string, at: number, count: number): { end: number; words: number } {
  let i = at;
  let end = at;
  let words = 0;
  while (words < count) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    while (i < text.length && !isSpace(text.charCodeAt(i))) i++;
    end = i;
    words++;
  }
  return { end, words };
}

/** The `size`-word window starting `LEAD` words before `at`, pulled back when the text ends first. */
function windowAt(text: string, at: number, size: number): [number, number] {
  const start = wordsBack(text, at, LEAD);
  const { end, words } = wordsForward(text, start, size);
  if (words === size) return [start, end];
  const earlier = wordsBack(text, start, size - words);
  return [earlier, end];
}

/**
 * Algolia's `_snippetResult` of the text: a window of `words` whitespace-separated words around
 * the place that matches the most distinct query words (the earliest such place, with a few
 * words of lead), HTML-escaped, matches wrapped in the highlight tags, and the ellipsis where
 * text was cut before or after. Without a match it is the start of the text.
 */
export function snippet(text: string, matcher: QueryMatcher, options: SnippetOptions): SnippetResult {
  const size = Math.max(1, options.words);
  const spans = findSpans(text, matcher, MAX_SPANS);
  let best: [number, number] = windowAt(text, 0, size);
  let bestDistinct = 0;
  let bestCount = 0;
  for (let i = 0; i < spans.length && i < MAX_WINDOWS && bestDistinct < matcher.words.length; i++) {
    const [start, end] = windowAt(text, spans[i]!.start, size);
    // Spans are in text order: those inside the window are a run starting at or before i.
    let from = i;
    while (from > 0 && spans[from - 1]!.start >= start) from--;
    let words = 0;
    let count = 0;
    for (let j = from; j < spans.length && spans[j]!.end <= end; j++, count++) words |= 1 << spans[j]!.word;
    let distinct = 0;
    for (let bits = words; bits !== 0; bits &= bits - 1) distinct++;
    if (distinct > bestDistinct || (distinct === bestDistinct && count > bestCount)) {
      [best, bestDistinct, bestCount] = [[start, end], distinct, count];
    }
  }
  const [start, end] = best;
  if (start >= end) return { value: '', matchLevel: 'none' };
  const shown: MarkedSpan[] = spans.filter((span) => span.start >= start && span.end <= end);
  const before = /\S/.test(text.slice(0, start));
  const after = /\S/.test(text.slice(end));
  return {
    value: `${before ? options.ellipsis : ''}${markRange(text, shown, start, end, options.pre, options.post, options.escape)}${after ? options.ellipsis : ''}`,
    matchLevel: matchLevel(new Set(shown.map((span) => span.word)), matcher.words.length),
  };
}
