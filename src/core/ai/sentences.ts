/** Abbreviations whose dot does not end a sentence. */
const ABBREVIATIONS = /(?:^|\s)(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|eg|ie)\.$/i;

/** Longest sentence kept whole, in characters; longer ones are cut at a word boundary. */
export const MAX_SENTENCE_CHARS = 320;

/**
 * Splits plain section text into sentences: at '.', '!' or '?' (optionally followed by a closing
 * quote or bracket) before whitespace and a capital, digit, quote, bracket or backtick. Dots
 * inside words ('issue.id', 'v1.2') and after common abbreviations do not split. The input is
 * whitespace-collapsed text, as the search index stores it.
 */
export function splitSentences(text: string): string[] {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed === '') return [];
  const sentences: string[] = [];
  const boundary = /[.!?]["')\]]?(?=\s+["'(`[\p{Lu}\p{N}])/gu;
  let start = 0;
  for (let match = boundary.exec(collapsed); match !== null; match = boundary.exec(collapsed)) {
    const end = match.index + match[0].length;
    const candidate = collapsed.slice(start, end).trim();
    if (ABBREVIATIONS.test(candidate)) continue;
    if (candidate !== '') sentences.push(candidate);
    start = end;
  }
  const rest = collapsed.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

/** A sentence cut to at most `max` characters at a word boundary, with '…' when cut. */
export function clipSentence(sentence: string, max = MAX_SENTENCE_CHARS): string {
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Characters that are rare in prose and common in code, paths and markup. */
const CODE_CHARS = /[{}()<>;=\\$|`[\]*#]/g;

/**
 * How much a sentence reads like prose, as a score factor: 1 for a sentence, less for what the
 * whitespace-collapsed section text turns into a "sentence" without being one: a code sample
 * squashed into one line (many code characters, escapes), or a run of list items or link
 * titles (no closing punctuation). Such text is kept only when nothing better answers.
 */
export function proseFactor(sentence: string): number {
  const text = sentence.replace(/^…|…$/g, '').trim();
  if (text === '') return 0;
  const codeChars = text.match(CODE_CHARS)?.length ?? 0;
  const codeLike = codeChars / text.length > 0.06 || /\\[\\[\]*_`]|=>|\)\s*;|\{\s*"/.test(text);
  const closed = /[.!?:]["')\]]?$/.test(text) || /…$/.test(sentence);
  return (codeLike ? 0.1 : 1) * (closed ? 1 : 0.35);
}
