import type { RouteLookup } from '../../links/index.ts';
import { isAbsentLandingRoute, landingRoutes } from '../../routes/landing-routes.ts';
import { isPortalRoute } from '../../routes/portal-routes.ts';
import type { LoadedContent } from '../loaded-content.ts';
import { splitLocaleRoute } from '../i18n/content-locale.ts';

/**
 * The route lookup of the link check: rendered pages with their anchors, generated pages, the
 * portal's own routes (but not the landings the site does not have) and redirect sources. A
 * route that exists but whose anchors are unknown (portal pages, redirects) accepts any anchor.
 */
export function buildLookup(
  content: LoadedContent,
  pageAnchors: ReadonlyMap<string, ReadonlySet<string>>,
): RouteLookup {
  const redirects = new Set(content.packages.flatMap((pkg) => pkg.redirects.map((r) => r.from)));
  // A content locale's URL of an untranslated page is its fallback (decision 0042): the default page.
  const tags = content.site.contentLocales;
  const page = (route: string) => (pageAnchors.has(route) ? route : splitLocaleRoute(route, tags).base);
  const landings = landingRoutes(content.landings);
  const served = (route: string) => isPortalRoute(route) && !isAbsentLandingRoute(route, landings);
  return {
    has: (route) => pageAnchors.has(page(route)) || served(route) || redirects.has(route),
    hasAnchor: (route, id) => pageAnchors.get(page(route))?.has(id) ?? true,
  };
}
