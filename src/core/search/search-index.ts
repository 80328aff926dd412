import { SEARCH_FACET_COLUMNS } from '../../schemas/search.ts';
import type { DeletionIndex } from './deletion-index.ts';
import type { StringColumn } from './string-column.ts';

/** Attributes stored as a small dictionary of values plus one value id per record. */
export const FACET_COLUMNS = SEARCH_FACET_COLUMNS;
export type FacetColumn = (typeof FACET_COLUMNS)[number];

/** A dictionary-coded attribute: `values[ids[record]]`. */
export interface FacetData {
  values: readonly string[];
  ids: Uint16Array;
}

/** Bits of a posting's info byte: the fields the term occurs in, and its count in the text. */
export const FIELD = { title: 1, heading: 2, text: 4, product: 8 } as const;
export const TF_SHIFT = 4;
export const TF_MAX = 15;

/**
 * The in-memory search index, as built (build-index.ts) or loaded (index-codec.ts). Records are
 * numbered in static rank order (product, page, section), so a lower record number wins a tie.
 * Postings are per term, ascending by record number, in flat typed arrays: the record numbers
 * of term t are `postingRecord[termStart[t] .. termStart[t + 1])`, with one info byte each
 * (FIELD bits, and the term's count in the text, capped at TF_MAX, above TF_SHIFT).
 */
export interface SearchIndex {
  readonly recordCount: number;
  readonly pageCount: number;
  /** Page number of each record; a page is one url. */
  readonly recordPage: Uint32Array;
  readonly pageUrl: StringColumn;
  /** Page title (content.header) per page. */
  readonly pageHeader: StringColumn;
  readonly objectID: StringColumn;
  readonly headingID: StringColumn;
  readonly heading: StringColumn;
  readonly text: StringColumn;
  readonly facets: Readonly<Record<FacetColumn, FacetData>>;
  readonly position: Uint32Array;
  /** Heading level of each record (1 for a page's opening text): DocSearch's hierarchy. */
  readonly depth: Uint8Array;
  readonly groupRank: Uint32Array;
  readonly documentRankInGroup: Uint32Array;
  /** Tokens in the text (capped at 65,535), for length normalisation. */
  readonly textLength: Uint16Array;
  /** Distinct tokens of the heading and of the page title (capped at 255). */
  readonly headingTokens: Uint8Array;
  readonly titleTokens: Uint8Array;
  readonly averageTextLength: number;
  /** Sorted (UTF-16 code unit order), unique normalised tokens. */
  readonly terms: readonly string[];
  readonly termStart: Uint32Array;
  readonly postingRecord: Uint32Array;
  readonly postingInfo: Uint8Array;
  /** The dictionary's typo lookup, built with the index so a server does not build it at start. */
  readonly deletions: DeletionIndex;
}
