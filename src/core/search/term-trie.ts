/**
 * A trie over the sorted term dictionary, in flat typed arrays, for typo-tolerant lookup. Each
 * node knows the range of term numbers below it (the dictionary is sorted, so it is contiguous)
 * and the shortest and longest term below it. Built in a few milliseconds when an index is
 * first searched, so it is not part of the serialised index.
 */
export interface TermTrie {
  readonly char: Uint16Array;
  readonly firstChild: Int32Array;
  readonly nextSibling: Int32Array;
  /** The term ending at this node, or -1. */
  readonly term: Int32Array;
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  readonly minLength: Uint16Array;
  readonly maxLength: Uint16Array;
}

/** Builds the trie of sorted, unique `terms`; node 0 is the root. */
export function buildTermTrie(terms: readonly string[]): TermTrie {
  let capacity = 1;
  for (const term of terms) capacity += term.length;
  const trie = {
    char: new Uint16Array(capacity),
    firstChild: new Int32Array(capacity).fill(-1),
    nextSibling: new Int32Array(capacity).fill(-1),
    term: new Int32Array(capacity).fill(-1),
    lo: new Int32Array(capacity),
    hi: new Int32Array(capacity),
    minLength: new Uint16Array(capacity).fill(0xffff),
    maxLength: new Uint16Array(capacity),
  };
  const lastChild = new Int32Array(capacity).fill(-1);
  const path = [0];
  let nodes = 1;
  let previous = '';
  terms.forEach((term, i) => {
    let shared = 0;
    while (
      shared < previous.length &&
      shared < term.length &&
      previous.charCodeAt(shared) === term.charCodeAt(shared)
    )
      shared++;
    path.length = shared + 1;
    for (let d = shared; d < term.length; d++) {
      const parent = path[d]!;
      const node = nodes++;
      trie.char[node] = term.charCodeAt(d);
      trie.lo[node] = i;
      if (lastChild[parent]! < 0) trie.firstChild[parent] = node;
      else trie.nextSibling[lastChild[parent]!] = node;
      lastChild[parent] = node;
      path.push(node);
    }
    trie.term[path[term.length]!] = i;
    const length = Math.min(term.length, 0xffff);
    for (const node of path) {
      trie.hi[node] = i + 1;
      if (length < trie.minLength[node]!) trie.minLength[node] = length;
      if (length > trie.maxLength[node]!) trie.maxLength[node] = length;
    }
    previous = term;
  });
  return trie;
}

/**
 * Finds every term within `maxTypos` typos (optimal string alignment, see typos.ts) of `query`;
 * with `prefix`, every term that starts with something within `maxTypos` of it (search as you
 * type; the typos are those of the closest prefix). Calls `visit(term, typos)`.
 *
 * A depth-first walk computes one row of the distance table per trie node and leaves a branch
 * as soon as no term below can come within `maxTypos`: when every cell of the row is over, or,
 * for whole words, when the lengths of the terms below cannot be reached within the budget.
 */
export function fuzzyTerms(
  trie: TermTrie,
  query: string,
  maxTypos: number,
  prefix: boolean,
  visit: (term: number, typos: number) => void,
): void {
  const m = query.length;
  if (m === 0 && prefix) {
    // Every term starts with the empty word.
    for (let t = trie.lo[0]!; t < trie.hi[0]!; t++) visit(t, 0);
    return;
  }
  if (m + maxTypos === 0) return; // only the empty word itself, never a term
  const width = m + 1;
  const maxDepth = m + maxTypos;
  const rows = new Int32Array((maxDepth + 1) * width);
  const best = new Int32Array(maxDepth + 1); // prefix mode: the closest prefix so far on the path
  const q = new Int32Array(m);
  for (let j = 0; j < m; j++) q[j] = query.charCodeAt(j);
  for (let j = 0; j <= m; j++) rows[j] = j;
  best[0] = m;
  const visitRange = (node: number, typos: number) => {
    for (let t = trie.lo[node]!; t < trie.hi[node]!; t++) visit(t, typos);
  };
  const nodes: number[] = [];
  const depths: number[] = [];
  for (let child = trie.firstChild[0]!; child >= 0; child = trie.nextSibling[child]!) {
    nodes.push(child);
    depths.push(1);
  }
  const parentChar = new Int32Array(maxDepth + 1);
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const d = depths.pop()!;
    const c = trie.char[node]!;
    parentChar[d] = c;
    const before = d > 1 ? parentChar[d - 1]! : -1;
    const row = d * width;
    const up = row - width;
    rows[row] = d;
    let rowMin = d;
    // Whole-word bound: the terms below have lengths minLength..maxLength.
    const restMin = trie.minLength[node]! - d;
    const restMax = trie.maxLength[node]! - d;
    let bound = d + Math.max(0, restMin - m, m - restMax);
    for (let j = 1; j <= m; j++) {
      const qj = q[j - 1]!;
      let value = rows[up + j - 1]! + (qj === c ? 0 : 1);
      const deletion = rows[up + j]! + 1;
      if (deletion < value) value = deletion;
      const insertion = rows[row + j - 1]! + 1;
      if (insertion < value) value = insertion;
      if (j > 1 && qj === before && q[j - 2] === c) {
        const transposition = rows[up - width + j - 2]! + 1;
        if (transposition < value) value = transposition;
      }
      rows[row + j] = value;
      if (value < rowMin) rowMin = value;
      const left = m - j;
      const gap = left < restMin ? restMin - left : left > restMax ? left - restMax : 0;
      if (value + gap < bound) bound = value + gap;
    }
    const here = rows[row + m]!;
    if (prefix) {
      best[d] = Math.min(best[d - 1]!, here);
      if (best[d] === 0 || rowMin > maxTypos || d === maxDepth) {
        // Nothing below can come closer than the best prefix on the path.
        if (best[d]! <= maxTypos) visitRange(node, best[d]!);
        continue;
      }
      if (trie.term[node]! >= 0 && best[d]! <= maxTypos) visit(trie.term[node]!, best[d]!);
    } else {
      if (bound > maxTypos) continue;
      if (trie.term[node]! >= 0 && here <= maxTypos) visit(trie.term[node]!, here);
      if (d === maxDepth) continue;
    }
    for (let child = trie.firstChild[node]!; child >= 0; child = trie.nextSibling[child]!) {
      nodes.push(child);
      depths.push(d + 1);
    }
  }
}
