import { SEARCH_PAGE_PATH } from './search-constants.ts';

function pageUrl(params: Readonly<Record<string, string>>): string {
  return `${SEARCH_PAGE_PATH}?${new URLSearchParams(params).toString()}`;
}

/** The preview's 'show more' target (spec §2.1): /search/?q={query}&type={page type}&product={product}. */
export function showMoreHref(query: string, type: string, product: string): string {
  return pageUrl({ q: query, type, product });
}

/** The 'Advanced search' target (spec §2.1): /search/?q={query}. */
export function advancedSearchHref(query: string): string {
  return pageUrl({ q: query });
}

/** The link to one section of a page: its url plus the heading's anchor, if any. */
export function sectionHref(url: string, headingID: string): string {
  return headingID === '' ? url : `${url}#${encodeURIComponent(headingID)}`;
}
