import MarkdownItParser, { type MarkdownIt, type StateInline } from 'markdown-it';
import type { Root } from 'mdast';
import { mdastFromTokens } from './mdast-from-markdown-it.ts';

type InlineRule = (state: StateInline, silent: boolean) => boolean;

/**
 * Syntax the fast parser leaves to micromark, because markdown-it has no such syntax or reads it
 * differently: carriage returns and NUL (normalised by markdown-it), GFM footnote definitions
 * (without one, `[^x]` is no footnote call for micromark either, so regex classes pass), leaf and
 * container directives (`::name` lines), URLs holding a backslash or a character reference
 * (micromark's literal autolink keeps them as written), and tables markdown-it reads differently
 * (below). Text directives, `mailto:` literals, strikethrough and URLs cut by other syntax are
 * checked on the tree, where code is no longer prose (fast-tree-check.ts).
 */
const MICROMARK_ONLY: readonly RegExp[] = [
  /[\r\0]/,
  /\[\^[^\]]*\]:/,
  /^[ \t>]*::/m,
  /(?:https?:\/\/|www\.)[^\s<]*(?:\\|&#?[a-z0-9]+;)/i,
];

/** A line that could be a GFM table's delimiter row (as in syntax-detect.ts). */
const DELIMITER_ROW = /^[ \t>]*(?=[^\n]*-)(?=[^\n]*[|:])[ \t|:-]+$/gm;

/**
 * markdown-it only makes a table when the header row and the delimiter row both hold a `|`;
 * micromark also takes `a` over `:-`, or `c` over `-|`. Such tables are left to micromark.
 */
function tablesAgree(source: string): boolean {
  for (const row of source.matchAll(DELIMITER_ROW)) {
    if (!row[0].includes('|')) return false;
    const before = source.lastIndexOf('\n', row.index - 2);
    if (!source.slice(before + 1, row.index).includes('|')) return false;
  }
  return true;
}

/** Whether the fast parser gives the same tree as micromark for this source (see above). */
export function fastParserCan(source: string): boolean {
  return !MICROMARK_ONLY.some((pattern) => pattern.test(source)) && tablesAgree(source);
}

/**
 * A CommonMark parser (markdown-it, with GFM tables) that builds the same mdast as
 * remark-parse with remark-gfm, about six times faster. Only for sources `fastParserCan` accepts;
 * literal autolinks are left to the caller's GFM tree transform, as remark-gfm does for text.
 */
export function createFastMarkdownParser(): (source: string) => Root {
  const md = new MarkdownItParser('commonmark', { html: true });
  md.enable('table');
  // mdast keeps destinations as written (escapes and entities decoded): no percent-encoding,
  // and no dropping of `javascript:` links here (the sanitiser removes those hrefs later).
  md.validateLink = () => true;
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  for (const rule of ['link', 'autolink', 'html_inline']) recordStarts(md, rule);
  return (source) => mdastFromTokens(md.parse(source, {}), source);
}

/** Tokens whose start in the inline content is recorded. */
const POSITIONED = new Set(['link_open', 'html_inline']);

/**
 * Wraps an inline rule so that the link or raw HTML token it pushes remembers where it starts in
 * the inline content (`meta.start`): markdown-it keeps no inline positions, and the broken-link
 * check reports a link's line and column (also of an `<a>` in raw HTML, placed from its node).
 */
function recordStarts(md: MarkdownIt, name: string): void {
  // Ruler has no public lookup by name; its rule list is stable across markdown-it versions.
  const rules = (md.inline.ruler as unknown as { __rules__: { name: string; fn: InlineRule }[] }).__rules__;
  const original = rules.find((rule) => rule.name === name)?.fn;
  if (original === undefined) throw new Error(`markdown-it has no inline rule '${name}'`);
  md.inline.ruler.at(name, (state, silent) => {
    const start = state.pos;
    const before = state.tokens.length;
    if (!original(state, silent)) return false;
    if (!silent) {
      const open = state.tokens.slice(before).find((token) => POSITIONED.has(token.type));
      if (open !== undefined) open.meta = { ...open.meta, start };
    }
    return true;
  });
}
