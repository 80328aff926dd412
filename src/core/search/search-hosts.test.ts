import { describe, expect, it } from 'vitest';
import {
  algoliaInsightsOrigin,
  algoliaOrigins,
  algoliaSearchHost,
  insightsHost,
  searchHosts,
} from './search-hosts.ts';

describe('search hosts', () => {
  it('searches the page’s own origin when the config names no hosts', () => {
    expect(searchHosts({ hosts: null }, { host: 'localhost:4321', protocol: 'http:' })).toEqual([
      { url: 'localhost:4321', protocol: 'http', accept: 'readWrite' },
    ]);
    expect(searchHosts({ hosts: null }, { host: 'developer.example.com', protocol: 'https:' })).toEqual([
      { url: 'developer.example.com', protocol: 'https', accept: 'readWrite' },
    ]);
  });

  it('uses the configured hosts as they are', () => {
    const hosts = [{ url: 'abc-dsn.algolia.net', protocol: 'https', accept: 'read' }] as const;
    expect(searchHosts({ hosts: [...hosts] }, { host: 'x', protocol: 'http:' })).toEqual(hosts);
  });

  it('sends click events to the configured Insights host, else the page’s origin', () => {
    expect(insightsHost({ insightsHost: null }, { origin: 'http://localhost:4321' })).toBe(
      'http://localhost:4321',
    );
    expect(insightsHost({ insightsHost: 'https://insights.algolia.io' }, { origin: 'x' })).toBe(
      'https://insights.algolia.io',
    );
  });

  it('names Algolia’s hosts from the application id and Insights region', () => {
    expect(algoliaSearchHost('ABC123')).toBe('abc123-dsn.algolia.net');
    expect(algoliaInsightsOrigin(undefined)).toBe('https://insights.algolia.io');
    expect(algoliaInsightsOrigin('de')).toBe('https://insights.de.algolia.io');
    expect(algoliaOrigins('ABC123', 'us')).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123.algolia.net',
      'https://*.algolianet.com',
      'https://insights.us.algolia.io',
    ]);
  });
});
