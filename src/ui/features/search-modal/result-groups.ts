import type { SearchHit } from '../../../schemas/search.ts';
import { highlightParts } from './highlight-parts.ts';
import type { SavedResult } from './saved-results.ts';
import { SEARCH_CONSTANTS } from './search-constants.ts';
import { sectionHref } from './search-urls.ts';

/** The record attributes of a hit the UI reads (besides objectID, which every hit has). */
export const PREVIEW_ATTRIBUTES = [
  'url',
  'headingID',
  'productTitle',
  'productName',
  'type',
  'content',
] as const satisfies readonly (keyof SearchHit)[];

/** The highlighted attributes the UI reads: the page title and the section heading. */
export const PREVIEW_HIGHLIGHTS = [
  'content',
] as const satisfies readonly (keyof SearchHit['_highlightResult'])[];

/**
 * The fields of a hit the UI reads (Algolia's hit shape; the portal's engine answers it). The
 * modal asks for just these (attributesToRetrieve, attributesToHighlight): a smaller answer on
 * every keystroke.
 */
export type PreviewHit = Pick<
  SearchHit,
  'objectID' | (typeof PREVIEW_ATTRIBUTES)[number] | '_snippetResult' | '__position' | '__queryID'
> & { _highlightResult: Pick<SearchHit['_highlightResult'], (typeof PREVIEW_HIGHLIGHTS)[number]> };

/** One section hit inside a page group. */
export interface ResultItem {
  objectID: string;
  href: string;
  /** Highlighted heading (the page title for the page's opening text). */
  heading: string;
  /** Highlighted snippet of 20 words, '' when the engine sent none. */
  snippet: string;
  /** Absolute 1-based position for click analytics (spec §7, default 5). */
  position: number;
  queryID: string | undefined;
  /** What favourites and recents store of it. */
  saved: SavedResult;
}

/** The hits of one page: its product, title and sections (spec §2.9 "grouped results"). */
export interface ResultGroup {
  url: string;
  /** Highlighted page title. */
  title: string;
  productTitle: string;
  productName: string;
  type: string;
  items: ResultItem[];
}

const plain = (value: string) =>
  highlightParts(value)
    .map((part) => part.text)
    .join('');

/** Groups hits by page, in the order of each page's best hit (the engine's ranking). */
export function groupHits(hits: readonly PreviewHit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    const title = hit._highlightResult.content.header.value;
    let group = groups.get(hit.url);
    if (group === undefined) {
      group = {
        url: hit.url,
        title,
        productTitle: hit.productTitle,
        productName: hit.productName,
        type: hit.type,
        items: [],
      };
      groups.set(hit.url, group);
    }
    const heading = hit.content.heading === '' ? title : hit._highlightResult.content.heading.value;
    const href = sectionHref(hit.url, hit.headingID);
    group.items.push({
      objectID: hit.objectID,
      href,
      heading,
      snippet: hit._snippetResult?.text.value ?? '',
      position: hit.__position ?? SEARCH_CONSTANTS.defaultClickPosition,
      queryID: hit.__queryID,
      saved: {
        objectID: hit.objectID,
        href,
        title: hit.content.header,
        heading: hit.content.heading === '' ? '' : plain(heading),
        productTitle: hit.productTitle,
      },
    });
  }
  return [...groups.values()];
}
