import type { PreviewHit } from '../../features/search-modal/result-groups.ts';

/** What the server's search gave the page. */
export type SearchPageOutcome =
  | { kind: 'plain' }
  | { kind: 'results'; hits: PreviewHit[]; nbHits: number; nbPages: number; queryID?: string | undefined }
  | { kind: 'invalid'; reason: string }
  | { kind: 'error' };

/** A product the product filter offers: its productName and human title. */
export interface ProductOption {
  name: string;
  title: string;
}
