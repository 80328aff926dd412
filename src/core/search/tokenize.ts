// Letters, marks and digits of any script make words; everything else (spaces, punctuation, '_',
// '-', '.') separates them, so `Get-ChildItem`, `about_Arrays` and `issue.id` are found by their
// parts, which is how people type them.
const WORD_SOURCE = '[\\p{L}\\p{M}\\p{N}]+';
const WORD = new RegExp(WORD_SOURCE, 'gu');
const MARKS = /\p{M}+/gu;
// Words this long are hashes, base64 or minified code: never typed, and they bloat the dictionary.
export const MAX_TOKEN_LENGTH = 48;

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * The normal form of a word: lower-cased, compatibility-decomposed (NFKD) and without combining
 * marks, so 'Café', 'cafe' and 'ＣＡＦＥ' are one token. A decomposition can split a word ('¼'
 * gives '1⁄4'), so the result is a list.
 */
export function normalizeWord(word: string): string[] {
  if (isAscii(word)) return [word.toLowerCase()];
  const folded = word.normalize('NFKD').replace(MARKS, '').toLowerCase();
  return [...folded.matchAll(WORD)].map((match) => match[0]);
}

/**
 * Calls `visit` for every token of `text` with the span of the source word it came from, until
 * `visit` returns false. Used by the indexer and by highlighting alike, so both see the same
 * tokens.
 */
export function forEachToken(
  text: string,
  visit: (token: string, start: number, end: number) => unknown,
): void {
  // A regex of its own: `visit` may tokenize too, and a shared one would lose its place.
  const words = new RegExp(WORD_SOURCE, 'gu');
  for (let match = words.exec(text); match !== null; match = words.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    for (const token of normalizeWord(match[0])) {
      if (token.length <= MAX_TOKEN_LENGTH && visit(token, start, end) === false) return;
    }
  }
}

/** The tokens of a text, in order, repeats kept. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  forEachToken(text, (token) => tokens.push(token));
  return tokens;
}

/**
 * Function words that say little about what a section is about. In a query they are optional:
 * they add to the score of records that contain them but are not required (Algolia's
 * removeStopWords, kept for ranking), unless the query has nothing else.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can could do does for from has have how i if in into is it its ' +
    'me my of on or our should so than that the their then there these this those to was we ' +
    'what when where which who why will with would you your'
  ).split(' '),
);
