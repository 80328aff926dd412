import { normalizeAnchor, normalizeRoute } from './site-path.ts';

/** Answers whether a route exists and whether it has an element with a given id. */
export interface RouteLookup {
  /** `route` is normalised (see normalizeRoute). */
  has(route: string): boolean;
  /** `id` is percent-decoded, without '#'. Only asked for routes where `has` is true. */
  hasAnchor(route: string, id: string): boolean;
}

/**
 * Routes computed by another source (e.g. a REST reference under '/cloud/jira/platform/rest/').
 * The provider owns every route under `prefix`; without `has`/`hasAnchor` it accepts them all,
 * so links into generated areas are never reported before that source can answer.
 */
export interface GeneratedRouteProvider {
  prefix: string;
  has?(route: string): boolean;
  hasAnchor?(route: string, id: string): boolean;
}

/** Known pages: normalised-or-not route -> ids of the elements on that page. */
export type RouteAnchors = ReadonlyMap<string, Iterable<string>>;

/**
 * Builds a lookup from the built pages plus generated-route providers. Routes are normalised,
 * so '/a/b', '/a/b/' and '/a/%62/' are the same page. A provider wins for routes under its
 * prefix; the longest prefix wins among providers.
 */
export function createRouteLookup(
  pages: RouteAnchors,
  providers: readonly GeneratedRouteProvider[] = [],
): RouteLookup {
  const anchors = new Map<string, Set<string>>();
  for (const [route, ids] of pages) {
    anchors.set(normalizeRoute(route), new Set([...ids].map(normalizeAnchor)));
  }
  const owners = providers
    .map((provider) => ({ provider, prefix: normalizeRoute(provider.prefix) }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const ownerOf = (route: string) => owners.find((owner) => route.startsWith(owner.prefix))?.provider;

  return {
    has(route) {
      const owner = ownerOf(route);
      if (owner !== undefined) return owner.has?.(route) ?? true;
      return anchors.has(route);
    },
    hasAnchor(route, id) {
      const owner = ownerOf(route);
      if (owner !== undefined) return owner.hasAnchor?.(route, id) ?? true;
      return anchors.get(route)?.has(id) ?? false;
    },
  };
}
