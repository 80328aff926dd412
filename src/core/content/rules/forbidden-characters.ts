import {
  CONTROL_CHARACTER,
  isNoncharacterCode,
  NONCHARACTER,
  NUMERIC_REFERENCE,
  referencedCode,
} from '../../markdown/noncharacters.ts';
import type { ContentProblem } from '../validation-error.ts';

/** Problems reported per file and class at most: the first few are enough to find the rest. */
const MAX_PER_FILE = 5;

function codePointName(code: number): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `${hex} (${isNoncharacterCode(code) ? 'a Unicode noncharacter' : 'a control character'})`;
}

function lineAt(text: string, index: number, firstLine: number): number {
  let line = firstLine;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/** What to look for, and how a finding reads. */
export interface CharacterCheck {
  /** Which characters: control characters, noncharacters, or both. */
  classes: readonly ('control' | 'noncharacter')[];
  /** Also numeric character references to them (markdown and raw HTML decode those). */
  references?: boolean;
  /** The file line `text` starts on (default 1). */
  firstLine?: number;
  field?: string;
  /** The end of each message (default ' is not allowed: remove it'). */
  verdict?: string;
}

/**
 * A problem for every character of the chosen classes in `text` (and, with `references`, every
 * numeric character reference to one), naming the file, 1-based line and code point, in line
 * order. One regular expression test per class when the text is clean.
 */
export function characterProblems(text: string, file: string, check: CharacterCheck): ContentProblem[] {
  const found: { index: number; what: string }[] = [];
  const patterns = check.classes.map((name) => (name === 'control' ? CONTROL_CHARACTER : NONCHARACTER));
  for (const pattern of patterns) {
    if (!pattern.test(text)) continue;
    let count = 0;
    for (const match of text.matchAll(new RegExp(pattern.source, 'gu'))) {
      if (++count > MAX_PER_FILE) break;
      found.push({ index: match.index, what: `character ${codePointName(match[0].codePointAt(0)!)}` });
    }
  }
  if (check.references && text.includes('&#')) {
    let count = 0;
    for (const match of text.matchAll(NUMERIC_REFERENCE)) {
      const code = referencedCode(match);
      const noncharacter = isNoncharacterCode(code);
      const control = !noncharacter && code <= 0x10ffff && CONTROL_CHARACTER.test(String.fromCodePoint(code));
      if (
        !(noncharacter
          ? check.classes.includes('noncharacter')
          : control && check.classes.includes('control'))
      )
        continue;
      if (++count > MAX_PER_FILE) break;
      found.push({ index: match.index, what: `character reference '${match[0]}' to ${codePointName(code)}` });
    }
  }
  const field = check.field ?? '(text)';
  const verdict = check.verdict ?? ' is not allowed: remove it';
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ index, what }) => ({
      file,
      line: lineAt(text, index, check.firstLine ?? 1),
      field,
      message: `${what}${verdict}`,
    }));
}

/** Control characters and noncharacters anywhere: what YAML files and front matter may not hold. */
export const FORBIDDEN_CHARACTER = new RegExp(`${CONTROL_CHARACTER.source}|${NONCHARACTER.source}`, 'u');

/** {@link characterProblems} for both classes: every such character is an error. */
export function forbiddenCharacterProblems(text: string, file: string, field = '(text)'): ContentProblem[] {
  return characterProblems(text, file, { classes: ['control', 'noncharacter'], field });
}
