/** Public API of link handling. */
export { classifyLink, isWebUrl, type LinkKind, type LinkSiteOptions } from './classify-link.ts';
export { resolveLink, type LinkContext, type ResolvedLink } from './resolve-link.ts';
export { checkLinks, type LinkCheckPage, type LinkProblem, type PageLink } from './check-links.ts';
export {
  createRouteLookup,
  type GeneratedRouteProvider,
  type RouteAnchors,
  type RouteLookup,
} from './route-lookup.ts';
export { normalizeAnchor, normalizeRoute } from './site-path.ts';
