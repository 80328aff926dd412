import type { FilterableAttribute, NumericAttribute } from '../../schemas/search.ts';
import type { FilterNode, NumericOperator } from './filter-syntax.ts';
import { RecordAttributes } from './record-attributes.ts';
import type { SearchIndex } from './search-index.ts';

/** A set of records: bit r of word r >>> 5. */
export type RecordSet = Uint32Array;

/** Whether record `r` is in `set`. */
export function hasRecord(set: RecordSet, r: number): boolean {
  return (set[r >>> 5]! & (1 << (r & 31))) !== 0;
}

/**
 * Evaluates parsed filters into the set of records they keep. Facet leaves read the record's
 * dictionary id (one typed-array pass); url_without_anchor and objectID leaves look up their
 * page or record; numeric leaves compare the stored number.
 * Values compare exactly (case-sensitive), the safe subset of Algolia's behaviour.
 */
export class FilterEvaluator {
  private readonly index: SearchIndex;
  /** The index's attributes as dictionary views (shared with facet counting). */
  readonly attributes: RecordAttributes;
  private readonly words: number;
  private pagesByUrl: Map<string, number> | undefined;
  private recordsById: Map<string, number> | undefined;
  // The portal sends a handful of filter strings over and over (per visitor kind and facet).
  private readonly cache = new Map<string, RecordSet>();
  // Every facet value's records, built on first use: facets have few values, so a new filter
  // combination costs word operations on these sets, not a pass over the records.
  private readonly facetSets = new Map<string, RecordSet>();

  constructor(index: SearchIndex) {
    this.index = index;
    this.attributes = new RecordAttributes(index);
    this.words = Math.ceil(index.recordCount / 32);
  }

  /** The records kept by `node`, cached by the filter text it was parsed from. */
  evaluate(node: FilterNode, key: string): RecordSet {
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      this.cache.delete(key); // re-insert: the map's order is the recency order
      this.cache.set(key, cached);
      return cached;
    }
    const set = this.node(node);
    this.cache.set(key, set);
    if (this.cache.size > 64) this.cache.delete(this.cache.keys().next().value!);
    return set;
  }

  private node(node: FilterNode): RecordSet {
    switch (node.kind) {
      case 'facet':
        return this.facet(node.attribute, node.value);
      case 'numeric':
        return this.numeric(node.attribute, node.operator, node.value);
      case 'not': {
        const set = this.node(node.operand);
        const out = new Uint32Array(this.words);
        for (let i = 0; i < this.words; i++) out[i] = ~set[i]!;
        const tail = this.index.recordCount & 31;
        if (tail !== 0 && this.words > 0) out[this.words - 1]! &= (1 << tail) - 1;
        return out;
      }
      case 'and':
      case 'or': {
        const [first, ...rest] = node.operands.map((operand) => this.node(operand));
        const out = Uint32Array.from(first!);
        for (const set of rest) {
          if (node.kind === 'and') for (let i = 0; i < this.words; i++) out[i]! &= set[i]!;
          else for (let i = 0; i < this.words; i++) out[i]! |= set[i]!;
        }
        return out;
      }
    }
  }

  private numeric(attribute: NumericAttribute, operator: NumericOperator, value: number): RecordSet {
    const out = new Uint32Array(this.words);
    const numbers = this.attributes.numbers(attribute);
    const keep = COMPARE[operator];
    for (let r = 0; r < numbers.length; r++) if (keep(numbers[r]!, value)) out[r >>> 5]! |= 1 << (r & 31);
    return out;
  }

  private facet(attribute: FilterableAttribute, value: string): RecordSet {
    const out = new Uint32Array(this.words);
    const { index } = this;
    if (attribute === 'url_without_anchor') {
      this.pagesByUrl ??= new Map(
        Array.from({ length: index.pageCount }, (_, page) => [index.pageUrl.get(page), page]),
      );
      const page = this.pagesByUrl.get(value);
      if (page !== undefined) {
        for (let r = 0; r < index.recordCount; r++)
          if (index.recordPage[r] === page) out[r >>> 5]! |= 1 << (r & 31);
      }
      return out;
    }
    if (attribute === 'objectID') {
      this.recordsById ??= new Map(
        Array.from({ length: index.recordCount }, (_, r) => [index.objectID.get(r), r]),
      );
      const r = this.recordsById.get(value);
      if (r !== undefined) out[r >>> 5]! |= 1 << (r & 31);
      return out;
    }
    const key = `${attribute}\u0000${value}`;
    const cached = this.facetSets.get(key);
    if (cached !== undefined) return cached;
    let found = false;
    for (const source of this.attributes.sources(attribute)) {
      const wanted = new Uint8Array(source.values.length);
      source.values.forEach((candidate, id) => {
        if (candidate === value) wanted[id] = 1;
      });
      if (!wanted.includes(1)) continue;
      found = true;
      const ids = source.ids;
      for (let r = 0; r < index.recordCount; r++) if (wanted[ids[r]!] === 1) out[r >>> 5]! |= 1 << (r & 31);
    }
    // Only values the index holds are kept, so made-up values cannot grow the cache.
    if (found) this.facetSets.set(key, out);
    return out;
  }
}

const COMPARE: Record<NumericOperator, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};
