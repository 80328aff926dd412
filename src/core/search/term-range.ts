/** Index of the first term at or after `from` that does not start with `prefix` (terms sorted). */
export function prefixEnd(terms: readonly string[], prefix: string, from: number): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]!.startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The range [start, end) of sorted `terms` that start with `prefix`. Sorted in UTF-16 code unit
 * order (JavaScript's default), the terms sharing a prefix are contiguous.
 */
export function prefixRange(terms: readonly string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return [lo, prefixEnd(terms, prefix, lo)];
}
