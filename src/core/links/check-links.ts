import { createRouteLookup, type RouteAnchors, type RouteLookup } from './route-lookup.ts';
import { normalizeAnchor, normalizeRoute, splitHref } from './site-path.ts';

/** An internal link found in a page (RenderResult.links). */
export interface PageLink {
  /** Resolved target: a site path, optionally with '#anchor', or a same-page '#anchor'. */
  href: string;
  line: number;
  column: number;
  /** The href as the author wrote it. */
  raw: string;
}

/** What the checker needs of a page. */
export interface LinkCheckPage {
  /** Source file, as it should appear in messages. */
  file: string;
  route: string;
  links: readonly PageLink[];
  /** Ids of all elements on the page. */
  anchors: readonly string[];
}

/** One broken link. */
export interface LinkProblem {
  file: string;
  line: number;
  column: number;
  href: string;
  /** The href as the author wrote it. */
  raw: string;
  /** 'no such page', or "no heading '#bar' on /x/". */
  reason: string;
  /** `file:line:column broken link 'raw' (reason)`. */
  message: string;
}

// Fragments every browser understands without a matching element.
const BUILT_IN_FRAGMENTS = new Set(['', 'top']);

/**
 * Checks every internal link of every page against the known routes and their anchors.
 * `routes` is either a map of route -> element ids (the built pages) or a RouteLookup that
 * also answers for generated areas (see createRouteLookup). Problems come in page order.
 */
export function checkLinks(
  pages: readonly LinkCheckPage[],
  routes: RouteLookup | RouteAnchors,
): LinkProblem[] {
  const lookup = isLookup(routes) ? routes : createRouteLookup(routes);
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    const ownRoute = normalizeRoute(page.route);
    const ownAnchors = new Set(page.anchors.map(normalizeAnchor));
    for (const link of page.links) {
      const reason = problemOf(link.href, ownRoute, ownAnchors, lookup);
      if (reason === undefined) continue;
      const location = `${page.file}:${link.line}:${link.column}`;
      problems.push({
        file: page.file,
        line: link.line,
        column: link.column,
        href: link.href,
        raw: link.raw,
        reason,
        message: `${location} broken link '${link.raw}' (${reason})`,
      });
    }
  }
  return problems;
}

function problemOf(
  href: string,
  ownRoute: string,
  ownAnchors: Set<string>,
  lookup: RouteLookup,
): string | undefined {
  const { path, hash } = splitHref(href);
  const anchor = normalizeAnchor(hash);
  const route = path === '' ? ownRoute : normalizeRoute(path);
  if (route !== ownRoute && !lookup.has(route)) return 'no such page';
  if (BUILT_IN_FRAGMENTS.has(anchor)) return undefined;
  const found = route === ownRoute ? ownAnchors.has(anchor) : lookup.hasAnchor(route, anchor);
  return found ? undefined : `no heading '#${anchor}' on ${route}`;
}

function isLookup(routes: RouteLookup | RouteAnchors): routes is RouteLookup {
  return typeof (routes as RouteLookup).hasAnchor === 'function';
}
