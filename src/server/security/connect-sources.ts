import { algoliaOrigins } from '../../core/search/search-hosts.ts';
import type { ServerEnv } from '../config/env.ts';

/** The settings that name hosts the browser talks to. */
export type ConnectEnv = Pick<
  ServerEnv,
  | 'SEGMENT_WRITE_KEY'
  | 'SEGMENT_STAGING_WRITE_KEY'
  | 'SEGMENT_SCRIPT_URL'
  | 'SEGMENT_STAGING_SCRIPT_URL'
  | 'SENTRY_DSN'
  | 'SEARCH_PROVIDER'
  | 'ALGOLIA_APP_ID'
  | 'ALGOLIA_INSIGHTS_REGION'
>;

/** Segment's analytics.js reads its settings from its CDN and sends events to its API host. */
const SEGMENT_API = 'https://api.segment.io';

/**
 * The origins pages may fetch from besides their own (`connect-src`), from the configuration
 * only: the analytics vendor (its script's host and API) when a write key is set, the error
 * reporting host of SENTRY_DSN, and Algolia's hosts with SEARCH_PROVIDER=algolia.
 */
export function connectSourcesOf(env: ConnectEnv): string[] {
  const sources = new Set<string>();
  const segment: Array<[string | undefined, string]> = [
    [env.SEGMENT_WRITE_KEY, env.SEGMENT_SCRIPT_URL],
    [env.SEGMENT_STAGING_WRITE_KEY, env.SEGMENT_STAGING_SCRIPT_URL],
  ];
  for (const [key, scriptUrl] of segment) {
    if (key === undefined) continue;
    sources.add(new URL(scriptUrl).origin);
    sources.add(SEGMENT_API);
  }
  if (env.SENTRY_DSN !== undefined) sources.add(new URL(env.SENTRY_DSN).origin);
  if (env.SEARCH_PROVIDER === 'algolia' && env.ALGOLIA_APP_ID !== undefined) {
    for (const origin of algoliaOrigins(env.ALGOLIA_APP_ID, env.ALGOLIA_INSIGHTS_REGION)) sources.add(origin);
  }
  return [...sources];
}

/** An http(s) origin, or one whose first host label is `*` (a CSP host wildcard). */
const ORIGIN_SOURCE = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

/**
 * The origins a page names for its own `connect-src` (a REST page's `rest.connectOrigins`), kept
 * only when each is exactly an http(s) origin, or one with a leading `*.` label (the configured
 * pattern for servers with a templated host): no path, quote, keyword or separator can reach the
 * policy through content, so the page's policy stays as strict as its nonce makes it.
 */
export function pageConnectOrigins(origins: readonly string[]): string[] {
  return [...new Set(origins.filter((origin) => ORIGIN_SOURCE.test(origin)))];
}
