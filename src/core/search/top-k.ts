/** Whether item a ranks before item b: higher score first, then the lower number (static rank). */
function before(scores: Float64Array, a: number, b: number): boolean {
  const sa = scores[a]!;
  const sb = scores[b]!;
  return sa > sb || (sa === sb && a < b);
}

/**
 * The best `k` of `items[0..count)` by `scores[item]` (higher first, ties to the lower item),
 * in order. A heap of k keeps this at count·log k, so a query matching 50,000 records costs a
 * pass over them rather than a sort of them.
 */
export function topK(items: Int32Array, count: number, scores: Float64Array, k: number): number[] {
  const size = Math.min(k, count);
  if (size <= 0) return [];
  // Min-heap on rank: heap[0] is the worst of the best so far.
  const heap = new Int32Array(size);
  let length = 0;
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= length) return;
      const right = left + 1;
      let worst = left;
      if (right < length && before(scores, heap[left]!, heap[right]!)) worst = right;
      if (!before(scores, heap[i]!, heap[worst]!)) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (let n = 0; n < count; n++) {
    const item = items[n]!;
    if (length < size) {
      heap[length] = item;
      let i = length++;
      while (i > 0) {
        const parent = (i - 1) >>> 1;
        if (!before(scores, heap[parent]!, heap[i]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (scores[item]! > scores[heap[0]!]! || (scores[item] === scores[heap[0]!] && item < heap[0]!)) {
      // Inlined `before`: most items fail this test, so it is the loop's cost.
      heap[0] = item;
      down(0);
    }
  }
  return Array.from(heap).sort((a, b) => (before(scores, a, b) ? -1 : 1));
}
