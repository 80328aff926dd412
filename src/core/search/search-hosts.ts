import type { SearchClientConfig, SearchHost } from '../../schemas/search-client.ts';

/**
 * Where the browser searches and sends click events: the one rule for the search modal, the
 * /search/ page, the Algolia search service and the page's `connect-src`. Only types come from
 * the schemas, so the modal's chunk does not load zod.
 */

/** Algolia's data regions for Insights (ALGOLIA_INSIGHTS_REGION); absent means the global host. */
export type AlgoliaInsightsRegion = 'us' | 'de';

/** The Algolia search host of an application (its DSN host, read-only). */
export function algoliaSearchHost(appId: string): string {
  return `${appId.toLowerCase()}-dsn.algolia.net`;
}

/** The Algolia Insights origin click events go to. */
export function algoliaInsightsOrigin(region: AlgoliaInsightsRegion | undefined): string {
  return region === undefined ? 'https://insights.algolia.io' : `https://insights.${region}.algolia.io`;
}

/**
 * Every origin a page may reach Algolia on: the DSN host the portal configures, the application
 * host and the fallback hosts algoliasearch retries on, and the Insights origin.
 */
export function algoliaOrigins(appId: string, region: AlgoliaInsightsRegion | undefined): string[] {
  return [
    `https://${algoliaSearchHost(appId)}`,
    `https://${appId.toLowerCase()}.algolia.net`,
    'https://*.algolianet.com',
    algoliaInsightsOrigin(region),
  ];
}

/** The algoliasearch `hosts` for a config in a page at `location`: the page's origin when null. */
export function searchHosts(
  config: Pick<SearchClientConfig, 'hosts'>,
  location: { host: string; protocol: string },
): SearchHost[] {
  if (config.hosts !== null) return config.hosts;
  const protocol = location.protocol === 'http:' ? 'http' : 'https';
  return [{ url: location.host, protocol, accept: 'readWrite' }];
}

/** The search-insights `host` option for a config in a page at `location` (its origin when null). */
export function insightsHost(
  config: Pick<SearchClientConfig, 'insightsHost'>,
  location: { origin: string },
): string {
  return config.insightsHost ?? location.origin;
}
