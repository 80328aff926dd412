/** A page a reader may open, as far as choosing the site's entry needs it. */
export interface EntryCandidate {
  readonly route: string;
  readonly packageName: string;
  readonly hidden: boolean;
}

const depth = (route: string) => route.split('/').length;
/** Fewest path segments first, then the shorter route, then alphabetical: a stable choice. */
const byDepth = (a: EntryCandidate, b: EntryCandidate) =>
  depth(a.route) - depth(b.route) || a.route.length - b.route.length || a.route.localeCompare(b.route);

/**
 * Where `/` leads on a site without a home landing (`landing/home.yaml`): the main package's
 * entry page, the shallowest route it publishes that the reader may read, else the shallowest
 * readable page of any package. Undefined when the reader may read nothing.
 */
export function homeFallbackRoute(
  readable: readonly EntryCandidate[],
  mainPackage: string,
): string | undefined {
  const shown = readable.filter((entry) => !entry.hidden && entry.route !== '/');
  const main = shown.filter((entry) => entry.packageName === mainPackage).sort(byDepth);
  return (main[0] ?? [...shown].sort(byDepth)[0])?.route;
}
