/**
 * The product landings a content root may have (`landing/cloud.yaml`, `landing/server.yaml`) and
 * the routes they are served on. Each is optional: a site without one has no page there, so no
 * link, header entry or sitemap line may point at it.
 */
export const LANDING_KINDS = ['cloud', 'server'] as const;
/** One product landing. */
export type LandingKind = (typeof LANDING_KINDS)[number];

/** Where each landing is served. */
export const LANDING_ROUTE: Readonly<Record<LandingKind, string>> = { cloud: '/cloud/', server: '/server/' };

/** The routes of the landings a site has; a missing key means the site has no such landing. */
export type LandingRoutes = Partial<Record<LandingKind, string>>;

/** The routes of the landings present in `landings` (the manifest's or the loader's). */
export function landingRoutes(landings: Partial<Record<LandingKind, unknown>>): LandingRoutes {
  const routes: LandingRoutes = {};
  for (const kind of LANDING_KINDS) if (landings[kind] !== undefined) routes[kind] = LANDING_ROUTE[kind];
  return routes;
}

/** Whether `route` (with or without its trailing slash) is the route of a landing the site does not have. */
export function isAbsentLandingRoute(route: string, present: LandingRoutes): boolean {
  const slashed = route.endsWith('/') ? route : `${route}/`;
  return LANDING_KINDS.some((kind) => LANDING_ROUTE[kind] === slashed && present[kind] === undefined);
}
