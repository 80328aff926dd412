import { typoDistance } from './typos.ts';

/**
 * A symmetric-delete index of the term dictionary (the SymSpell idea): every string obtained by
 * deleting up to two characters of a term, kept as a 32-bit hash beside the term number, sorted
 * by hash. Two words within k typos share such a string with at most k deletions on each side,
 * so a lookup hashes the query's own deletions and checks the few terms that collide. It costs
 * tens of microseconds where walking the dictionary costs a millisecond, and its size depends on
 * the vocabulary, not on the number of records.
 */
export interface DeletionIndex {
  readonly hashes: Uint32Array;
  readonly terms: Uint32Array;
}

// Typo thresholds (typos.ts) mean a term of fewer than 3 characters is never a correction, and
// one of fewer than 6 never two typos away from a query word of 8 or more.
const MIN_LENGTH_ONE = 3;
const MIN_LENGTH_TWO = 6;

// A polynomial hash mod 2^32: the hash of a string with one or two characters deleted is a
// combination of three substring hashes, so all deletions of a term cost O(length²) together.
const BASE = 0x01000193;
const powers = [1];
function power(n: number): number {
  while (powers.length <= n) powers.push(Math.imul(powers[powers.length - 1]!, BASE) >>> 0);
  return powers[n]!;
}

/** Calls `visit` with the hash of `text` and of every string made by deleting up to `deletions` characters. */
function forEachDeletion(text: string, deletions: number, visit: (hash: number) => void): void {
  const n = text.length;
  power(n);
  const prefix = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = (Math.imul(prefix[i]!, BASE) + text.charCodeAt(i)) >>> 0;
  // The hash of text[from..to).
  const part = (from: number, to: number) =>
    (prefix[to]! - Math.imul(prefix[from]!, powers[to - from]!)) >>> 0;
  visit(prefix[n]!);
  if (deletions < 1) return;
  for (let a = 0; a < n; a++) {
    const head = prefix[a]!;
    visit((Math.imul(head, powers[n - a - 1]!) + part(a + 1, n)) >>> 0);
    if (deletions < 2) continue;
    for (let b = a + 1; b < n; b++) {
      const middle = (Math.imul(head, powers[b - a - 1]!) + part(a + 1, b)) >>> 0;
      visit((Math.imul(middle, powers[n - b - 1]!) + part(b + 1, n)) >>> 0);
    }
  }
}

/** Sorts (hash, term) pairs by hash with two 16-bit radix passes. */
function sortPairs(hashes: Uint32Array, terms: Uint32Array): void {
  const n = hashes.length;
  const h2 = new Uint32Array(n);
  const t2 = new Uint32Array(n);
  for (const shift of [0, 16]) {
    const counts = new Uint32Array(65537);
    for (let i = 0; i < n; i++) counts[((hashes[i]! >>> shift) & 0xffff) + 1]!++;
    for (let i = 0; i < 65536; i++) counts[i + 1]! += counts[i]!;
    for (let i = 0; i < n; i++) {
      const at = counts[(hashes[i]! >>> shift) & 0xffff]!++;
      h2[at] = hashes[i]!;
      t2[at] = terms[i]!;
    }
    hashes.set(h2);
    terms.set(t2);
  }
}

/** Builds the deletion index of sorted `terms`. */
export function buildDeletionIndex(terms: readonly string[]): DeletionIndex {
  const depth = (length: number) => (length >= MIN_LENGTH_TWO ? 2 : length >= MIN_LENGTH_ONE ? 1 : -1);
  let size = 0;
  for (const term of terms) {
    const d = depth(term.length);
    if (d >= 0) size += 1 + term.length + (d === 2 ? (term.length * (term.length - 1)) / 2 : 0);
  }
  const hashes = new Uint32Array(size);
  const termOf = new Uint32Array(size);
  let at = 0;
  terms.forEach((term, t) => {
    const d = depth(term.length);
    if (d < 0) return;
    forEachDeletion(term, d, (hash) => {
      hashes[at] = hash;
      termOf[at++] = t;
    });
  });
  sortPairs(hashes, termOf);
  return { hashes, terms: termOf };
}

/**
 * Calls `visit(term, typos)` once for every term of `dictionary` within `maxTypos` typos (optimal
 * string alignment) of `word`, the word itself included when it is a term.
 */
export function lookupTypos(
  index: DeletionIndex,
  dictionary: readonly string[],
  word: string,
  maxTypos: number,
  visit: (term: number, typos: number) => void,
): void {
  const { hashes, terms } = index;
  const checked = new Set<number>();
  forEachDeletion(word, maxTypos, (hash) => {
    let lo = 0;
    let hi = hashes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (hashes[mid]! < hash) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < hashes.length && hashes[i] === hash; i++) {
      const term = terms[i]!;
      if (checked.has(term)) continue;
      checked.add(term);
      const typos = typoDistance(word, dictionary[term]!, maxTypos);
      if (typos <= maxTypos) visit(term, typos);
    }
  });
}
