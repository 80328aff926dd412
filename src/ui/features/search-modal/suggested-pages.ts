import type { SearchKey } from './token-fetch.ts';
import { groupHits, sitePath, type ResultGroup } from './result-groups.ts';
import type { SearchBackend } from './search-backend.ts';
import type { SearchEntryProps } from './search-settings.ts';

/** How many pages the empty search box suggests, and how many of them may be related ones. */
export const SUGGESTED = { pages: 5, related: 3 } as const;

/**
 * The empty search box's pages (decision 0052): first those related to the page being read (its
 * package or product; the page itself left out), then the most popular pages (the empty query's
 * best) up to {@link SUGGESTED}.pages, each page once. Off a docs page, only popular pages.
 */
export async function suggestedPages(
  backend: Pick<SearchBackend, 'search'>,
  key: SearchKey,
  scope: string | undefined,
  related: SearchEntryProps['related'],
): Promise<ResultGroup[]> {
  const query = (filters: string | undefined, pages: number) =>
    backend
      .search('', key, { hitsPerPage: pages, distinct: 1, filters })
      .then((result) => groupHits(result.hits));
  const [near, popular] = await Promise.all([
    related === undefined
      ? Promise.resolve([])
      : // One more than needed: the page being read may be among them.
        query(joinFilters(scope, related.filters), SUGGESTED.related + 1),
    query(scope, SUGGESTED.pages + SUGGESTED.related + 1),
  ]);
  return mergeSuggestions(near, popular, related?.path);
}

/** Related groups (at most SUGGESTED.related) then popular ones, without `path` or repeats. */
export function mergeSuggestions(
  related: readonly ResultGroup[],
  popular: readonly ResultGroup[],
  path: string | undefined,
): ResultGroup[] {
  const seen = new Set(path === undefined ? [] : [sitePath(path)]);
  const pick = (groups: readonly ResultGroup[], limit: number) => {
    const picked: ResultGroup[] = [];
    for (const group of groups) {
      if (picked.length >= limit) break;
      if (seen.has(group.url)) continue;
      seen.add(group.url);
      picked.push(group);
    }
    return picked;
  };
  const first = pick(related, SUGGESTED.related);
  return [...first, ...pick(popular, SUGGESTED.pages - first.length)];
}

const joinFilters = (a: string | undefined, b: string) => (a === undefined || a === '' ? b : `${a} AND ${b}`);
