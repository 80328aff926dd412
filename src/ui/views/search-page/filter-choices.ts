import type { SearchPlatform, SearchType } from '../../../schemas/search.ts';
import type { SearchPageParams } from './search-page-params.ts';

/** The filter values that can return results for the reader, as the search's facet counts give them. */
export interface FilterChoices {
  platforms: readonly SearchPlatform[];
  types: readonly SearchType[];
  /** productName values. */
  products: readonly string[];
  /** Whether the reader can see any record that is not public: only then is 'internal' offered. */
  internal: boolean;
}

/** The facets the page asks the search for, to build {@link FilterChoices}. */
export const CHOICE_FACETS = ['platform', 'docType', 'productName', 'access'] as const;

const PLATFORMS: readonly SearchPlatform[] = ['cloud', 'server', 'platform'];
const TYPES: readonly SearchType[] = ['guide', 'rest', 'changelog', 'blog'];

/**
 * The choices of a facet answer (`facets` of a search over everything the reader may see). A value
 * the URL already selects stays offered even without results, so the form always shows the URL's
 * state; public access (`access:NONE`) never counts as internal.
 */
export function filterChoices(
  facets: Readonly<Record<string, Readonly<Record<string, number>>>>,
  params: Pick<SearchPageParams, 'platform' | 'type' | 'product' | 'access'>,
): FilterChoices {
  const has = (attribute: string, value: string) => (facets[attribute]?.[value] ?? 0) > 0;
  return {
    platforms: PLATFORMS.filter((value) => has('platform', value) || value === params.platform),
    types: TYPES.filter((value) => has('docType', value) || value === params.type),
    products: [
      ...new Set([
        ...Object.keys(facets['productName'] ?? {}).filter((value) => has('productName', value)),
        ...(params.product === undefined ? [] : [params.product]),
      ]),
    ],
    internal:
      params.access === 'internal' ||
      Object.entries(facets['access'] ?? {}).some(([value, count]) => value !== 'NONE' && count > 0),
  };
}
