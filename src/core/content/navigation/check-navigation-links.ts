import type { RouteLookup } from '../../links/index.ts';
import type { Navigation } from '../../../schemas/navigation.ts';
import { brokenHrefReason } from '../compile/check-config-links.ts';
import type { ContentProblem } from '../validation-error.ts';
import { navigationUrls } from './nav-links.ts';

/** A package navigation to check, with the file its problems name. */
export interface NavigationToCheck {
  /** navigation.yaml, or the content folder a navigation was generated from. */
  file: string;
  navigation: Navigation;
}

/**
 * Checks every url of the navigations like the links of a page: a site path must be a page (or a
 * portal route, a redirect source, or a route `alsoValid` accepts, such as a REST reference's base
 * path, which the menus expand), and its #anchor a heading of that page. External urls are not
 * checked. Problems name the file and the field path.
 */
export function checkNavigationLinks(
  navigations: readonly NavigationToCheck[],
  lookup: RouteLookup,
  developerHost: string,
  alsoValid: (route: string) => boolean = () => false,
): ContentProblem[] {
  const withExtra: RouteLookup = {
    has: (route) => lookup.has(route) || alsoValid(route),
    hasAnchor: (route, id) => (lookup.has(route) ? lookup.hasAnchor(route, id) : true),
  };
  const problems: ContentProblem[] = [];
  for (const { file, navigation } of navigations) {
    for (const { field, url } of navigationUrls(navigation)) {
      const reason = brokenHrefReason(url, withExtra, developerHost);
      if (reason !== undefined) problems.push({ file, field, message: `broken link '${url}' (${reason})` });
    }
  }
  return problems;
}
