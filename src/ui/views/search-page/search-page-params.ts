import { buildFilters, filterValue } from '../../../core/search/filter-builder.ts';
import type { SearchPlatform, SearchType } from '../../../schemas/search.ts';
import { SEARCH_CONSTANTS, SEARCH_PAGE_PATH } from '../../features/search-modal/search-constants.ts';

/** The /search/ page's URL parameters (spec §2.1), validated; anything unknown is dropped. */
export interface SearchPageParams {
  q: string;
  /** 1-based page, 1 to 50. */
  p: number;
  platform: SearchPlatform | undefined;
  product: string | undefined;
  type: SearchType | undefined;
  access: 'public' | 'internal' | undefined;
  /**
   * The content language results are in (decision 0042): a BCP 47 tag, 'all' for every language,
   * or undefined for the reader's own (the page shell fills it in on a site with content locales).
   */
  lang: string | undefined;
}

const PLATFORMS = ['cloud', 'server', 'platform'] as const;
const TYPES = ['guide', 'rest', 'changelog', 'blog'] as const;
const ACCESS = ['public', 'internal'] as const;
/** Queries longer than this are cut (the engine reads at most 512 characters anyway). */
const MAX_QUERY = 512;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the parameters; bad values fall back to their default rather than failing the page. */
export function parseSearchPageParams(search: URLSearchParams): SearchPageParams {
  const page = Number.parseInt(search.get('p') ?? '1', 10);
  const product = (search.get('product') ?? '').trim();
  return {
    q: (search.get('q') ?? '').trim().slice(0, MAX_QUERY),
    p: Number.isFinite(page) ? Math.min(Math.max(page, 1), SEARCH_CONSTANTS.maxPages) : 1,
    platform: oneOf(PLATFORMS, search.get('platform')),
    product: product === '' ? undefined : product.slice(0, 200),
    type: oneOf(TYPES, search.get('type')),
    access: oneOf(ACCESS, search.get('access')),
    lang: languageParam(search.get('lang')),
  };
}

/** `lang`: absent is the reader's language, '' or 'all' every language, else a BCP 47 tag. */
function languageParam(value: string | null): string | undefined {
  if (value === null) return undefined;
  if (value === '' || value === 'all') return 'all';
  return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/i.test(value) ? value : undefined;
}

/** The filters string of a parameter set (spec §5); the service adds the visitor's access filter. */
export function searchPageFilters(params: SearchPageParams): string {
  const filters = buildFilters({
    platform: params.platform,
    products: params.product === undefined ? [] : [params.product],
    types: params.type === undefined ? [] : [params.type],
    access: params.access === 'public' ? ['NONE'] : [],
  });
  const language =
    params.lang === undefined || params.lang === 'all' ? undefined : `languages:${filterValue(params.lang)}`;
  const clauses = [filters, params.access === 'internal' ? 'NOT access:NONE' : '', language ?? ''];
  return clauses.filter((clause) => clause !== '').join(' AND ');
}

/** The shareable URL of a parameter set (page 1 and empty values left out). */
export function searchPageHref(params: SearchPageParams): string {
  const query = new URLSearchParams();
  query.set('q', params.q);
  if (params.p > 1) query.set('p', String(params.p));
  for (const name of ['platform', 'product', 'type', 'access', 'lang'] as const) {
    const value = params[name];
    if (value !== undefined) query.set(name, value);
  }
  return `${SEARCH_PAGE_PATH}?${query.toString()}`;
}

/** Page numbers to link around the current one (at most 50 pages, spec §9). */
export function pageWindow(current: number, nbPages: number, size = 7): number[] {
  const last = Math.min(nbPages, SEARCH_CONSTANTS.maxPages);
  if (last <= 1) return [];
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), last - size + 1));
  const end = Math.min(last, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
