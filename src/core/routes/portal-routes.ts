/**
 * Routes the portal serves itself rather than from a content package (spec §2.1). Only routes
 * that are really served are listed: the broken-link check accepts links to them, and content
 * may not publish pages on them. Each feature adds its routes here when it lands (search: /search/,
 * accounts: /account/login/ and /account/logout/, support: /support/, console: /console/myapps/).
 */
export const PORTAL_ROUTES: readonly string[] = [
  '/',
  // The product landings: reserved always, but a link reaches one only when the site has it
  // (landing-routes.ts; the build's lookup leaves out the absent ones).
  '/cloud/',
  '/server/',
  '/docs/',
  '/resources/',
  '/sitemap.xml',
  '/robots.txt',
  // How to report a vulnerability (RFC 9116), from site.yaml's securityContact.
  '/.well-known/security.txt',
  '/healthz',
  // Readiness (the database and the build), beside /healthz's liveness.
  '/readyz',
  '/search/',
  '/account/login/',
  '/account/register/',
  '/account/logout/',
  // Profile page and OpenID Connect callback (docs/decisions/0013-openid-connect.md).
  '/account/profile/',
  '/account/callback/',
  // Support (docs/decisions/0015-support-requests.md): the request form and the request list.
  '/support/',
  '/support/requests/',
  // The employee feedback report (docs/decisions/0014-feedback-report-and-tracker.md).
  '/feedback/',
  // The developer console (docs/decisions/0027-console-pages.md): the app list and create form.
  '/console/myapps/',
  '/apps/create/',
  '/changelog/',
  '/changelog/feed.xml',
  '/changelog/atom.xml',
];

/**
 * Namespaces owned by the portal: APIs, assets and the gateway. Content may not publish below
 * them, and they hold no documentation pages for links to reach.
 */
export const RESERVED_PREFIXES: readonly string[] = [
  '/api/',
  '/_static/',
  '/_astro/',
  '/gateway/',
  // The Algolia-compatible search API (docs/decisions/0010-search-api.md).
  '/1/',
  // The console's app pages (/console/myapps/{appId}/…) and /apps/create.
  '/console/',
  '/apps/',
];

function bare(route: string): string {
  return route.endsWith('/') && route.length > 1 ? route.slice(0, -1) : route;
}

/** Whether a normalised route (trailing slash) is a page the portal serves itself. */
export function isPortalRoute(route: string): boolean {
  return PORTAL_ROUTES.includes(route) || PORTAL_ROUTES.includes(bare(route));
}

/** Whether content may not publish a page on this route: a portal route or a reserved namespace. */
export function isReservedRoute(route: string): boolean {
  return isPortalRoute(route) || RESERVED_PREFIXES.some((prefix) => route.startsWith(prefix));
}
