import { sectionLevel } from '../../../core/search/heading-trail.ts';
import type { SearchHit } from '../../../schemas/search.ts';
import { highlightParts } from './highlight-parts.ts';
import type { SavedResult } from './saved-results.ts';
import { SEARCH_CONSTANTS } from './search-constants.ts';
import { sectionHref } from './search-urls.ts';

/** The record attributes of a hit the UI reads (besides objectID, which every hit has). */
export const PREVIEW_ATTRIBUTES = [
  'url_without_anchor',
  'headingID',
  'productTitle',
  'productName',
  'docType',
  'hierarchy',
] as const satisfies readonly (keyof SearchHit)[];

/** The highlighted attributes the UI reads: the page title (lvl1) and the section heading (lvl2–lvl6). */
export const PREVIEW_HIGHLIGHTS = [
  'hierarchy',
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
  /** The document type (the hit's docType): the search page's `type` parameter. */
  type: string;
  items: ResultItem[];
}

/**
 * The portal's own path of a hit's url: the search API makes urls absolute (for DocSearch on
 * other sites), and the modal links within the portal.
 */
export function sitePath(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

const plain = (value: string) =>
  highlightParts(value)
    .map((part) => part.text)
    .join('');

/** Groups hits by page, in the order of each page's best hit (the engine's ranking). */
export function groupHits(hits: readonly PreviewHit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    const url = sitePath(hit.url_without_anchor);
    const pageTitle = hit.hierarchy.lvl1 ?? '';
    const level = sectionLevel(hit.hierarchy);
    const sectionHeading = level === undefined ? '' : (hit.hierarchy[level] ?? '');
    const title = hit._highlightResult.hierarchy?.lvl1?.value ?? pageTitle;
    let group = groups.get(url);
    if (group === undefined) {
      group = {
        url,
        title,
        productTitle: hit.productTitle,
        productName: hit.productName,
        type: hit.docType,
        items: [],
      };
      groups.set(url, group);
    }
    const heading =
      level === undefined || sectionHeading === ''
        ? title
        : (hit._highlightResult.hierarchy?.[level]?.value ?? sectionHeading);
    const href = sectionHref(url, hit.headingID);
    group.items.push({
      objectID: hit.objectID,
      href,
      heading,
      snippet: hit._snippetResult?.content?.value ?? '',
      position: hit.__position ?? SEARCH_CONSTANTS.defaultClickPosition,
      queryID: hit.__queryID,
      saved: {
        objectID: hit.objectID,
        href,
        title: pageTitle,
        heading: plain(heading),
        productTitle: hit.productTitle,
      },
    });
  }
  return [...groups.values()];
}
