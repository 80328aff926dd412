/**
 * Cheap tests of a markdown source for syntax it may hold. Each test is a necessary condition of
 * its syntax as micromark parses it: when it fails, the syntax cannot occur anywhere in the
 * source, so parsing without that syntax extension gives the same tree. A test may say yes for a
 * source that turns out not to hold the syntax; that only costs parsing time.
 */

/** A GFM syntax that micromark can be told to leave out, through its constructs' names. */
export interface GfmSyntax {
  name: string;
  /** Names of the micromark constructs that implement it. */
  constructs: readonly string[];
  /** False when the syntax cannot occur in the source. */
  mayOccur(source: string): boolean;
}

/**
 * A line that could be a table's delimiter row: only spaces, tabs, `|`, `:` and `-`, with a `-`
 * and a `|` or `:` (micromark rejects a row without either), after any blockquote markers or
 * indentation of the container the table is in. Every table has one.
 */
const DELIMITER_ROW = /^[ \t>]*(?=[^\n\r]*-)(?=[^\n\r]*[|:])[ \t|:-]+\r?$/m;
/** An email autolink literal has an atext character right before `@` and a domain character after. */
const EMAIL = /[\w+.-]@[\w.-]/;

/** The GFM syntaxes that are often absent and costly to look for. */
export const GFM_SYNTAX: readonly GfmSyntax[] = [
  { name: 'table', constructs: ['table'], mayOccur: (source) => DELIMITER_ROW.test(source) },
  // Tried at every letter and digit that starts a word.
  { name: 'email', constructs: ['emailAutolink'], mayOccur: (source) => EMAIL.test(source) },
  // Calls and definitions start `[^` (an image's `![^`, too).
  {
    name: 'footnote',
    constructs: ['gfmFootnoteDefinition', 'gfmFootnoteCall', 'gfmPotentialFootnoteCall'],
    mayOccur: (source) => source.includes('[^'),
  },
  { name: 'strikethrough', constructs: ['strikethrough'], mayOccur: (source) => source.includes('~') },
];

// What micromark-extension-directive's name start rejects (besides line endings).
const NOT_NAME_START = /[\s\p{P}\p{S}]/u;

/**
 * Whether the source may hold a directive: every directive (`:name`, `::name`, `:::name`) has a
 * `:` followed by a character that can start a name. micromark tests names one UTF-16 unit at a
 * time, where a tab is not whitespace and half of a surrogate pair is neither whitespace nor
 * punctuation, so this does too.
 */
export function mayHoldDirective(source: string): boolean {
  for (let colon = source.indexOf(':'); colon !== -1; colon = source.indexOf(':', colon + 1)) {
    const next = source.charCodeAt(colon + 1);
    if (Number.isNaN(next) || next === 10 || next === 13) continue;
    if (next === 9 || !NOT_NAME_START.test(String.fromCharCode(next))) return true;
  }
  return false;
}
