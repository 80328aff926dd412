import type { ReducedNavigation } from './reduce-navigation.ts';

/** GET answer of the product header's navigation for everyone who may read only public pages. */
export const PRODUCT_NAVIGATION_PATH = '/api/island-data/product-nav';

// A query value may hold slashes as they are: a path stays readable and shorter in every page.
const queryValue = (value: string) => encodeURIComponent(value).replaceAll('%2F', '/');

/**
 * The URL of a page's product-header navigation as every anonymous reader sees it: the page's
 * path, the chrome's locale and the navigation's content hash, which makes the answer immutable.
 */
export const productNavigationPath = (path: string, locale: string, hash: string): string =>
  `${PRODUCT_NAVIGATION_PATH}?path=${queryValue(path)}&locale=${queryValue(locale)}&v=${hash}`;

/**
 * Where the ProductHeader island's navigation comes from when the page does not carry it: `url`
 * is serialised into the island's props; `value`, not enumerable, is skipped by Astro's props
 * serialiser and reaches only the server rendering (decision 0065).
 */
export interface NavigationAnswer {
  readonly url: string;
  readonly value?: ReducedNavigation | null;
}

/** A {@link NavigationAnswer} whose `value` renders on the server and stays out of the page. */
export function navigationAnswer(url: string, value: ReducedNavigation | null): NavigationAnswer {
  return Object.defineProperty({ url }, 'value', { value, enumerable: false });
}

const loads = new Map<string, Promise<ReducedNavigation | null>>();

async function fetchNavigation(url: string, attemptsLeft: number): Promise<ReducedNavigation | null> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return (await response.json()) as ReducedNavigation | null;
  } catch (error) {
    if (attemptsLeft <= 0) throw error;
    return fetchNavigation(url, attemptsLeft - 1);
  }
}

/**
 * The navigation behind `url`, fetched once per page (the island waits for it with React's `use`
 * before it hydrates over the server-rendered header). A failed load is tried again once, then
 * forgotten, so a later mount retries.
 */
export function loadProductNavigation(url: string): Promise<ReducedNavigation | null> {
  let load = loads.get(url);
  if (load === undefined) {
    load = fetchNavigation(url, 1);
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}
