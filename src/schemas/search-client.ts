import { z } from 'zod';

/** A search host as algoliasearch v5 takes it (`hosts` option). */
export const SearchHostSchema = z
  .object({
    /** Host name, optionally with ':port' and a path prefix ('example.com/prefix'). */
    url: z.string().min(1),
    protocol: z.enum(['http', 'https']),
    accept: z.enum(['read', 'write', 'readWrite']),
  })
  .strict();
export type SearchHost = z.infer<typeof SearchHostSchema>;

/**
 * What the browser needs to search (spec §3 "Search configuration": apiSearchKey, appId,
 * indexName, keyExpiry), embedded in island props by the page shells
 * (SearchService.clientConfig, src/server/search). The same frontend talks to the portal's own
 * Algolia-compatible API or to Algolia: only this object differs.
 */
export const SearchClientConfigSchema = z
  .object({
    provider: z.enum(['embedded', 'algolia']),
    appId: z.string().min(1),
    indexName: z.string().min(1),
    /**
     * The visitor's secured search key (its filters enforce what the visitor may see); '' in a
     * public page, the same for every reader, whose modal fetches one from tokenPath first.
     */
    apiSearchKey: z.string(),
    /** When apiSearchKey expires: milliseconds since the epoch (spec §4 key refresh). */
    keyExpiry: z.number().int().nonnegative(),
    /** Where a fresh key comes from: GET, answers {key, exp} with exp a lifetime in ms. */
    tokenPath: z.string().startsWith('/'),
    /** Search hosts for algoliasearch; null means the page's own origin (src/core/search/search-hosts.ts). */
    hosts: z.array(SearchHostSchema).min(1).nullable(),
    /** Origin search-insights sends events to (its `host` option); null means the page's own origin. */
    insightsHost: z.string().nullable(),
    /** Search user token (spec §5): 'nonLoggedInUser' when anonymous. */
    userToken: z.string().min(1),
    /** Analytics tags of the visitor (spec §3, §6). */
    analyticsTags: z.array(z.string()),
  })
  .strict();
export type SearchClientConfig = z.infer<typeof SearchClientConfigSchema>;

/** Answer of GET /api/search/token (spec §3 "Search token response"). */
export const SearchTokenResponseSchema = z
  .object({
    key: z.string().min(1),
    /** Lifetime of the key in milliseconds, added by the client to the current time. */
    exp: z.number().int().positive(),
  })
  .strict();
export type SearchTokenResponse = z.infer<typeof SearchTokenResponseSchema>;
