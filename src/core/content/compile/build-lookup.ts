import type { RouteLookup } from '../../links/index.ts';
import { isPortalRoute } from '../../routes/portal-routes.ts';
import type { LoadedContent } from '../loaded-content.ts';

/**
 * The route lookup of the link check: rendered pages with their anchors, generated pages, the
 * portal's own routes and redirect sources. A route that exists but whose anchors are unknown
 * (portal pages, redirects) accepts any anchor.
 */
export function buildLookup(
  content: LoadedContent,
  pageAnchors: ReadonlyMap<string, ReadonlySet<string>>,
): RouteLookup {
  const redirects = new Set(content.packages.flatMap((pkg) => pkg.redirects.map((r) => r.from)));
  return {
    has: (route) => pageAnchors.has(route) || isPortalRoute(route) || redirects.has(route),
    hasAnchor: (route, id) => pageAnchors.get(route)?.has(id) ?? true,
  };
}
