import { STOP_WORDS, tokenize } from '../search/tokenize.ts';

/** Words of a question that say what is asked, not which thing: never used for matching. */
const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'about',
  'explain',
  'need',
  'please',
  'possible',
  'tell',
  'want',
  'way',
]);

/**
 * A light English stem, so 'webhooks', 'webhook' and 'registering', 'register' meet. Deliberately
 * crude (no dictionary): it only has to make the same word forms equal on both sides.
 */
export function stem(token: string): string {
  let base = token;
  if (base.length > 5 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 5 && base.endsWith('ing')) base = base.slice(0, -3);
  else if (base.length > 4 && base.endsWith('ed') && !base.endsWith('eed')) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith('s') && !base.endsWith('ss') && !base.endsWith('us')) {
    base = base.slice(0, -1);
  }
  // 'secure', 'secured' and 'securing' all end up as 'secur'.
  return base.length > 4 && base.endsWith('e') ? base.slice(0, -1) : base;
}

/** The stemmed tokens of a text, repeats kept (for counting). */
export function stemmedTokens(text: string): string[] {
  return tokenize(text).map(stem);
}

/**
 * The content terms of a question: tokens without stop words and question words, stemmed,
 * unique. If nothing is left ('how do I'), the stop words are all there is, so they are used.
 */
export function questionTerms(question: string): string[] {
  const tokens = tokenize(question);
  const content = tokens.filter((token) => !STOP_WORDS.has(token) && !QUESTION_WORDS.has(token));
  return [...new Set((content.length > 0 ? content : tokens).map(stem))];
}
