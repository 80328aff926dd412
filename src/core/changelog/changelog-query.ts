import { CHANGELOG_TYPES, type ChangelogEntry, type ChangelogType } from '../../schemas/changelog.ts';
import { PRODUCT_KEYS } from '../../schemas/product-keys.ts';
import type { ProductKey } from '../../schemas/common.ts';

/** Entries on one page of the universal changelog. */
export const CHANGELOG_PAGE_SIZE = 10;
/** Entries in one feed document: the newest of the filtered list. */
export const CHANGELOG_FEED_SIZE = 50;

/**
 * The universal changelog's filters and page, from its URL query (spec §2.1: every view is a URL
 * to share). The feeds take the same query, without the page.
 */
export interface ChangelogQuery {
  product: ProductKey | undefined;
  apiGroup: string | undefined;
  type: ChangelogType | undefined;
  /** 'yes': breaking changes only; 'no': the others. */
  breaking: 'yes' | 'no' | undefined;
  /** 1-based. */
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the query; an unknown or malformed value means "no filter", never an error page. */
export function parseChangelogQuery(search: URLSearchParams): ChangelogQuery {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const apiGroup = (search.get('apiGroup') ?? '').trim().slice(0, 200);
  return {
    product: oneOf(PRODUCT_KEYS, search.get('product')),
    apiGroup: apiGroup === '' ? undefined : apiGroup,
    type: oneOf(CHANGELOG_TYPES, search.get('type')),
    breaking: oneOf(['yes', 'no'] as const, search.get('breaking')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a query (without '?'): filters in a fixed order, page 1 left out. */
export function changelogQueryString(query: ChangelogQuery, withPage = true): string {
  const params = new URLSearchParams();
  if (query.product !== undefined) params.set('product', query.product);
  if (query.apiGroup !== undefined) params.set('apiGroup', query.apiGroup);
  if (query.type !== undefined) params.set('type', query.type);
  if (query.breaking !== undefined) params.set('breaking', query.breaking);
  if (withPage && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** A path with a query string, or the bare path when the query is empty. */
export const withQuery = (path: string, query: string) => (query === '' ? path : `${path}?${query}`);

/** Whether any filter is set. */
export const isFiltered = (query: ChangelogQuery) => changelogQueryString(query, false) !== '';

/** The entries matching every filter of the query (filters are joined by AND). */
export function filterEntries<T extends ChangelogEntry>(entries: readonly T[], query: ChangelogQuery): T[] {
  return entries.filter(
    (entry) =>
      (query.product === undefined || entry.products.includes(query.product)) &&
      (query.apiGroup === undefined || entry.apiGroups.includes(query.apiGroup)) &&
      (query.type === undefined || entry.type === query.type) &&
      (query.breaking === undefined || entry.breaking === (query.breaking === 'yes')),
  );
}

/** One page of a list. */
export interface ChangelogPage<T> {
  items: T[];
  /** The page shown: the asked one, or the last when it asked beyond the end. */
  page: number;
  pageCount: number;
  total: number;
}

/** Cuts a filtered list into pages of `size`. */
export function paginate<T>(items: readonly T[], page: number, size = CHANGELOG_PAGE_SIZE): ChangelogPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(page, pageCount);
  return {
    items: items.slice((shown - 1) * size, shown * size),
    page: shown,
    pageCount,
    total: items.length,
  };
}

/** The filter choices: every product and API group the given entries name, sorted. */
export function filterChoices(entries: readonly ChangelogEntry[]) {
  const products = new Set<ProductKey>();
  const apiGroups = new Set<string>();
  for (const entry of entries) {
    for (const product of entry.products) products.add(product);
    for (const group of entry.apiGroups) apiGroups.add(group);
  }
  const sorted = <T extends string>(values: Set<T>) => [...values].sort((a, b) => a.localeCompare(b, 'en'));
  return { products: sorted(products), apiGroups: sorted(apiGroups) };
}
