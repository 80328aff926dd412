import { normalizeRoute } from '../../../core/links/site-path.ts';

/*
 * Route comparison for navigation: site paths compare in the core's canonical route form (no
 * query, hash or trailing-slash difference); absolute URLs (another site) never match a route.
 */

/** The comparable form of a site path ('/a/b?x#y' → '/a/b/'), or undefined for absolute URLs. */
export function routeKey(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  return normalizeRoute(url);
}

/** Whether a navigation url points at the current route. */
export function isSameRoute(url: string, route: string): boolean {
  const key = routeKey(url);
  return key !== undefined && key === routeKey(route);
}

/** Whether the current route lies under a navigation url (the root '/' covers nothing). */
export function isUnderRoute(url: string, route: string): boolean {
  const key = routeKey(url);
  const current = routeKey(route);
  return key !== undefined && key !== '/' && current !== undefined && current.startsWith(key);
}
