import { TF_MAX } from './search-index.ts';
import { forEachToken } from './tokenize.ts';

/** The distinct terms of one text, as ids of an IndexTerms table, with their counts. */
export interface TextTerms {
  terms: Uint32Array;
  /** Occurrences of each term, capped at TF_MAX (all the index keeps). */
  counts: Uint8Array;
  /** Tokens in the text, repeats included. */
  tokens: number;
}

/**
 * The term dictionary of an index being built, and record texts tokenised ahead of time. The
 * content build tokenises each page's section texts as its render worker hands them back, on a
 * main thread that would otherwise wait, so that building the index afterwards finds most of its
 * work done. What a text gives depends only on the text, so the index is the same whether a text
 * was prepared early or is tokenised when the index is built.
 */
export class IndexTerms {
  /** Term ids by token, in order of first appearance (the index renumbers them in sorted order). */
  readonly ids = new Map<string, number>();
  /** Prepared texts, with how many times each was prepared and not yet taken. */
  private readonly prepared = new Map<string, { terms: TextTerms; pending: number }>();
  // Per-text scratch, indexed by term id: `seen` holds the text's number while the slot is its.
  private seen = new Int32Array(1 << 16).fill(-1);
  private counts = new Uint8Array(1 << 16);
  private texts = 0;

  /** The id of a token, new tokens getting the next id. */
  termOf(token: string): number {
    let id = this.ids.get(token);
    if (id === undefined) this.ids.set(token, (id = this.ids.size));
    return id;
  }

  /** Tokenises a record text now, for `take` to return later. */
  prepare(text: string): void {
    const entry = this.prepared.get(text);
    if (entry !== undefined) entry.pending++;
    else this.prepared.set(text, { terms: this.tokenize(text), pending: 1 });
  }

  /** The terms of a text: prepared earlier (and then let go once taken as often), or tokenised now. */
  take(text: string): TextTerms {
    const entry = this.prepared.get(text);
    if (entry === undefined) return this.tokenize(text);
    if (--entry.pending === 0) this.prepared.delete(text);
    return entry.terms;
  }

  private tokenize(text: string): TextTerms {
    const stamp = this.texts++;
    const order: number[] = [];
    let tokens = 0;
    forEachToken(text, (token) => {
      const id = this.termOf(token);
      if (id >= this.seen.length) this.grow(id + 1);
      if (this.seen[id] !== stamp) {
        this.seen[id] = stamp;
        this.counts[id] = 0;
        order.push(id);
      }
      if (this.counts[id]! < TF_MAX) this.counts[id]!++;
      tokens++;
    });
    const terms = Uint32Array.from(order);
    return { terms, counts: Uint8Array.from(terms, (id) => this.counts[id]!), tokens };
  }

  private grow(size: number): void {
    const length = Math.max(this.seen.length * 2, size);
    const seen = new Int32Array(length).fill(-1);
    seen.set(this.seen);
    this.seen = seen;
    const counts = new Uint8Array(length);
    counts.set(this.counts);
    this.counts = counts;
  }
}
