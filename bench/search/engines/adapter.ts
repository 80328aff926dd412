import type { FilterNode } from '../../../src/core/search/filter-syntax.ts';
import type { SearchRecord } from '../../../src/schemas/search.ts';

/** One search as the benchmark asks it. */
export interface BenchSearch {
  query: string;
  /** The parsed filters, for engines that take a predicate or their own filter syntax. */
  filter: FilterNode | undefined;
  /** The Algolia filter string, for the engine that reads it. */
  filters: string;
  hitsPerPage: number;
}

/** A result as the benchmark scores it: distinct pages, best section first, with its snippet. */
export interface BenchHit {
  url: string;
  objectID: string;
  snippet: string;
}

/**
 * An engine under test. Each is configured for the same features (typos, prefix, field
 * weights, filters, grouping by page, snippets); the comments in each adapter say how.
 */
export interface SearchAdapter {
  readonly name: string;
  /** One line on how the features are configured, printed with the results. */
  readonly configuration: string;
  build(records: readonly SearchRecord[]): void | Promise<void>;
  serialise(): Uint8Array | Promise<Uint8Array>;
  /** Forgets the built index, so memory can be measured before loading. */
  reset(): void;
  load(bytes: Uint8Array): void | Promise<void>;
  search(search: BenchSearch): BenchHit[] | Promise<BenchHit[]>;
}
