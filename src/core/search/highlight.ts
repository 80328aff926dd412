import type { HighlightResult } from '../../schemas/search.ts';
import { spanOf, type MarkedSpan, type QueryMatcher } from './query-matcher.ts';
import { forEachToken } from './tokenize.ts';
import { escapeHtml } from '../html/escape-html.ts';

export { escapeHtml };

/** The spans of a short text the query matched, and whether every token was marked whole. */
function markTokens(text: string, matcher: QueryMatcher): { spans: MarkedSpan[]; full: boolean } {
  const spans: MarkedSpan[] = [];
  let full = true;
  let tokens = 0;
  forEachToken(text, (token, start, end) => {
    tokens++;
    const match = matcher.match(token);
    const last = spans.at(-1);
    if (last !== undefined && last.end >= start) return; // one source word, several tokens
    if (match === undefined) {
      full = false;
      return;
    }
    const span = spanOf(match, token, start, end);
    if (span.end < end) full = false;
    spans.push(span);
  });
  return { spans, full: full && tokens > 0 };
}

/** `text[from..to)` escaped, with the spans inside it wrapped in the highlight tags. */
export function markRange(
  text: string,
  spans: readonly MarkedSpan[],
  from: number,
  to: number,
  pre: string,
  post: string,
  escape = true,
): string {
  const esc = escape ? escapeHtml : (value: string) => value;
  let out = '';
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    out += esc(text.slice(at, start)) + pre + esc(text.slice(start, end)) + post;
    at = end;
  }
  return out + esc(text.slice(at, to));
}

/** 'full' when every query word matched, 'partial' when some did (Algolia's matchLevel). */
export function matchLevel(matched: ReadonlySet<number>, words: number): HighlightResult['matchLevel'] {
  if (matched.size === 0) return 'none';
  return matched.size >= words ? 'full' : 'partial';
}

/** Algolia's `_highlightResult` of a short attribute (title, heading, product): HTML-escaped, matches marked. */
export function highlight(
  text: string,
  matcher: QueryMatcher,
  pre: string,
  post: string,
  escape = true,
): HighlightResult {
  const { spans, full } = markTokens(text, matcher);
  const matched = new Set(spans.map((span) => span.word));
  return {
    value: markRange(text, spans, 0, text.length, pre, post, escape),
    matchLevel: matchLevel(matched, matcher.words.length),
    matchedWords: [...matched].sort((a, b) => a - b).map((word) => matcher.words[word]!),
    fullyHighlighted: full,
  };
}

/**
 * Whether highlight and snippet values are HTML-escaped. They are, so the portal, DocSearch and
 * anyone else may put them into innerHTML safely; except under InstantSearch's placeholder tags
 * (`__ais-highlight__`), which InstantSearch sends because it escapes the values itself:
 * escaping here too would show entities such as `&#39;` on screen.
 */
export function escapesHtml(highlightPreTag: string): boolean {
  return highlightPreTag !== '__ais-highlight__';
}
