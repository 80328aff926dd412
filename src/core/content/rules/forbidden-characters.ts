import type { ContentProblem } from '../validation-error.ts';

// Supplementary planes' last two code points (U+1FFFE, U+1FFFF … U+10FFFF) are noncharacters too.
const PLANE_ENDS = Array.from({ length: 16 }, (_, index) => {
  const plane = (index + 1).toString(16).toUpperCase();
  return `\\u{${plane}FFFE}\\u{${plane}FFFF}`;
}).join('');

/**
 * Characters author text may not carry: C0 controls other than tab, line feed and carriage
 * return; DEL and the C1 controls; and the Unicode noncharacters, which the portal keeps for its
 * own use. All are invisible, none has a meaning in documentation, and the corpora have none.
 */
export const FORBIDDEN_CHARACTER = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${PLANE_ENDS}]`,
  'u',
);
const FORBIDDEN_ALL = new RegExp(FORBIDDEN_CHARACTER.source, 'gu');
// Markdown (and raw HTML in it) decodes numeric character references, so `&#xFDD0;` would put
// the same character into the page.
const NUMERIC_REFERENCE = /&#(?:[xX]([0-9a-fA-F]{1,8})|(\d{1,9}));/g;
/** Problems reported per file at most: the first few are enough to find the rest. */
const MAX_PER_FILE = 5;

function codePointName(code: number): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const kind =
    (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe
      ? 'a Unicode noncharacter'
      : 'a control character';
  return `${hex} (${kind})`;
}

/** True when the code point is one {@link FORBIDDEN_CHARACTER} matches (or is not a code point). */
function isForbiddenCode(code: number): boolean {
  return code === 0 || code > 0x10ffff || FORBIDDEN_CHARACTER.test(String.fromCodePoint(code));
}

function lineAt(text: string, index: number, firstLine: number): number {
  let line = firstLine;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/**
 * Problems for every forbidden character in a text file (markdown bodies, front matter), and,
 * when `references` is set, for numeric character references that decode to one. Each names the
 * file, the 1-based line and the code point. One regular expression test when the text is clean.
 */
export function forbiddenCharacterProblems(
  text: string,
  file: string,
  options: { references?: boolean; firstLine?: number; field?: string } = {},
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const field = options.field ?? '(text)';
  const firstLine = options.firstLine ?? 1;
  const report = (index: number, what: string) =>
    problems.push({
      file,
      line: lineAt(text, index, firstLine),
      field,
      message: `${what} is not allowed: remove it`,
    });
  if (FORBIDDEN_CHARACTER.test(text)) {
    for (const match of text.matchAll(FORBIDDEN_ALL)) {
      if (problems.length === MAX_PER_FILE) return problems;
      report(match.index, `character ${codePointName(match[0].codePointAt(0)!)}`);
    }
  }
  if (options.references && text.includes('&#')) {
    for (const match of text.matchAll(NUMERIC_REFERENCE)) {
      if (problems.length === MAX_PER_FILE) break;
      const code = match[1] === undefined ? Number(match[2]) : parseInt(match[1], 16);
      if (isForbiddenCode(code))
        report(match.index, `character reference '${match[0]}' to ${codePointName(code)}`);
    }
    problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  }
  return problems;
}
