/**
 * Routes the portal serves itself rather than from a content package (spec §2.1). The broken-link
 * check accepts links to them, content may not publish pages on them, and features that arrive
 * later (search, accounts, console) register their routes here.
 */
export const PORTAL_ROUTES: readonly string[] = [
  '/',
  '/cloud/',
  '/server/',
  '/docs/',
  '/resources/',
  '/search/',
  '/support/',
  '/account/login/',
  '/account/logout/',
  '/console/myapps/',
  '/sitemap.xml',
  '/robots.txt',
];

/** Route prefixes served by the portal; every path below them belongs to the portal too. */
export const PORTAL_ROUTE_PREFIXES: readonly string[] = ['/api/', '/_static/', '/_astro/', '/gateway/api/'];

/** Whether a normalised route (trailing slash) is served by the portal itself. */
export function isPortalRoute(route: string): boolean {
  const bare = route.endsWith('/') && route.length > 1 ? route.slice(0, -1) : route;
  return (
    PORTAL_ROUTES.includes(route) ||
    PORTAL_ROUTES.includes(bare) ||
    PORTAL_ROUTE_PREFIXES.some((prefix) => route.startsWith(prefix))
  );
}
