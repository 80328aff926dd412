/** One typo from 4 characters, two from 8 (Algolia's minWordSizefor1Typo/2Typos). */
export const TYPO_THRESHOLDS = { oneTypo: 4, twoTypos: 8 } as const;

/** How many typos a query word of `length` characters may carry. */
export function allowedTypos(length: number): 0 | 1 | 2 {
  if (length >= TYPO_THRESHOLDS.twoTypos) return 2;
  if (length >= TYPO_THRESHOLDS.oneTypo) return 1;
  return 0;
}

/**
 * Damerau-Levenshtein distance in its optimal-string-alignment form: insertions, deletions,
 * substitutions and transpositions of two adjacent characters each count one typo, and no
 * substring is edited twice. This is the distance the dictionary scan uses; a transposed pair
 * ('form' / 'from') is the most common typing error and costs one, not two. Returns `max + 1`
 * as soon as the distance is known to exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
