import { TAB_QUERY } from '../../../core/markdown/markup.ts';

/** The link a heading anchor copies: the current page (with its query) and the heading id. */
export function headingLink(location: Pick<Location, 'origin' | 'pathname' | 'search'>, id: string): string {
  return `${location.origin}${location.pathname}${location.search}#${id}`;
}

/** The page URL with the selected tab recorded as `tabId` and `tab` (spec §2.11). */
export function withTabParams(href: string, tabsId: string, tab: string): string {
  const url = new URL(href);
  url.searchParams.set(TAB_QUERY.id, tabsId);
  url.searchParams.set(TAB_QUERY.tab, tab);
  return url.href;
}

/** The tab selection recorded in a query string, if any. */
export function readTabParams(search: string): { tabsId: string; tab: string } | undefined {
  const params = new URLSearchParams(search);
  const tabsId = params.get(TAB_QUERY.id);
  const tab = params.get(TAB_QUERY.tab);
  return tabsId && tab ? { tabsId, tab: tab.toLowerCase() } : undefined;
}

/**
 * Index of the tab a key moves to (WAI-ARIA tabs pattern): arrows wrap around, Home and End go
 * to the ends. Undefined for other keys.
 */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
