// How a generated query departs from the heading it targets: typing errors, unfinished words and
// rewordings, each a pure function of the words and a seeded generator.
import { STOP_WORDS } from '../../../src/core/search/tokenize.ts';
import type { Random } from './random.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typing error in `word`: a substitution, deletion, insertion or swap of neighbours. */
export function injectTypo(word: string, random: Random): string {
  // Leave the first letter alone half the time: people mistype the middle of words more.
  const from = word.length > 4 && random.next() < 0.5 ? 1 : 0;
  const at = from + random.int(Math.max(1, word.length - from));
  const letter = () => LETTERS[random.int(LETTERS.length)]!;
  switch (random.int(4)) {
    case 0: {
      let replacement = letter();
      while (replacement === word[at]) replacement = letter();
      return word.slice(0, at) + replacement + word.slice(at + 1);
    }
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter() + word.slice(at);
    default:
      if (at + 1 >= word.length) return word.slice(0, at - 1) + word[at] + word[at - 1];
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

/** The words of a heading as a person would type them: split on spaces and punctuation. */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/** `typos` typing errors in the longest word that allows them (4+ letters for 1, 8+ for 2). */
export function withTypos(query: string[], typos: 1 | 2, random: Random): string[] | undefined {
  const minimum = typos === 2 ? 8 : 4;
  const eligible = query
    .map((word, i) => ({ word, i }))
    .filter(({ word }) => word.length >= minimum && /^[a-z]+$/i.test(word));
  if (eligible.length === 0) return undefined;
  const { word, i } = random.pick(eligible);
  let typed = injectTypo(word, random);
  if (typos === 2) typed = injectTypo(typed, random);
  if (typed.toLowerCase() === word.toLowerCase()) return undefined;
  return query.map((w, j) => (j === i ? typed : w));
}

/** Search as you type: the query cut inside its last word, keeping at least 3 of its letters. */
export function truncateLast(query: string[], random: Random): string[] | undefined {
  const last = query.at(-1)!;
  if (last.length < 4) return undefined;
  const keep = 3 + random.int(last.length - 3);
  return [...query.slice(0, -1), last.slice(0, keep)];
}

const FRAMES = ['how to', 'how do i', 'what is', ''];

/** A rewording: stop words dropped, words reordered, maybe a question frame, lower case. */
export function paraphrase(query: string[], random: Random): string[] {
  const content = query.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const kept = content.length > 0 ? content : query;
  const shuffled = kept.length > 1 ? random.shuffle(kept) : kept;
  const frame = random.pick(FRAMES);
  return [...(frame === '' ? [] : frame.split(' ')), ...shuffled.map((word) => word.toLowerCase())];
}
