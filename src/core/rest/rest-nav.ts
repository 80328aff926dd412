import type { RestMenuItem, RestReferenceSummary } from '../../schemas/built.ts';
import { normalizeRoute } from '../links/site-path.ts';
import { menuItemHref } from './menu-items.ts';
import { REST_SEGMENT, versionLabel } from './routes.ts';

/** A flag of an operation in the navigation, shown as text (never colour only). */
export type RestNavFlag = 'deprecated' | 'experimental' | 'preview';

/** An operation's entry in a navigation: a derived menu item (spec §3) ready to render. */
export interface RestNavOperation {
  label: string;
  /** `<basePath><itemId>/#<subItemId>`. */
  url: string;
  /** Upper-case method, as the badge shows it ('GET'). */
  method: string;
  flags: RestNavFlag[];
}

/** A group's entry: its page, and its operations when it is the page being read. */
export interface RestNavGroup {
  title: string;
  url: string;
  /** Whether the route is this group's page. */
  current: boolean;
  /** Only for the current group: the per-page HTML stays small (decision 0030 §6). */
  operations: RestNavOperation[];
}

/** A REST reference expanded for a navigation at one route. */
export interface RestNavTree {
  intro: { url: string; current: boolean };
  groups: RestNavGroup[];
}

const key = (url: string) => (url.startsWith('/') ? normalizeRoute(url) : url);

/**
 * The reference a navigation item names, by url: an item whose url is a reference's base path
 * (`/cloud/jira/platform/rest/v3/`) stands for the whole reference and expands into its intro and
 * groups (decision 0032). Any other url, the intro's or a group page's included, stays a plain link,
 * so hand-written lists keep working.
 */
export function referenceForNavUrl(
  references: readonly RestReferenceSummary[],
  url: string,
): RestReferenceSummary | undefined {
  const wanted = key(url);
  return references.find((reference) => key(reference.basePath) === wanted);
}

/** The reference a route belongs to (the one whose base path holds it), if any. */
export function referenceOfRoute(
  references: readonly RestReferenceSummary[],
  route: string,
): RestReferenceSummary | undefined {
  const current = key(route);
  return references.find((reference) => current.startsWith(key(reference.basePath)));
}

/** The flags of a derived menu item, in a fixed order. */
export function menuItemFlags(item: Pick<RestMenuItem, 'isDeprecated' | 'isExperimental' | 'isPreview'>) {
  const flags: RestNavFlag[] = [];
  if (item.isDeprecated) flags.push('deprecated');
  if (item.isExperimental) flags.push('experimental');
  if (item.isPreview) flags.push('preview');
  return flags;
}

/** A derived menu item as a navigation entry. */
export function toNavOperation(item: RestMenuItem): RestNavOperation {
  return {
    label: item.label,
    url: menuItemHref(item),
    method: item.method.toUpperCase(),
    flags: menuItemFlags(item),
  };
}

/**
 * A reference's navigation at a route: the intro and every group page (by display name), with the
 * operations of the current group only (all of Jira's 619 on every page would add ~100 KB).
 */
export function restNavTree(reference: RestReferenceSummary, route: string): RestNavTree {
  const current = key(route);
  return {
    intro: { url: reference.introRoute, current: key(reference.introRoute) === current },
    groups: reference.groups.map((group) => {
      const isCurrent = key(group.route) === current;
      return {
        title: group.title,
        url: group.route,
        current: isCurrent,
        operations: isCurrent
          ? reference.menuItems.filter((item) => item.itemId === group.itemId).map(toNavOperation)
          : [],
      };
    }),
  };
}

/** The package's REST root, `<publishPath>rest/`, from any url under it; undefined otherwise. */
export function restRootOf(url: string): string | undefined {
  const marker = `/${REST_SEGMENT}/`;
  const at = url.indexOf(marker);
  return at < 0 || !url.startsWith('/') ? undefined : url.slice(0, at + marker.length);
}

/** One entry of the version switcher. */
export interface RestVersionLink {
  /** 'v3' (spec §9). */
  label: string;
  /** The same group page in that version when it has it, else that version's intro. */
  url: string;
  current: boolean;
}

/**
 * The versions of the API a route belongs to, for the version switcher: every reference of the
 * same package under the same REST root that has a version, in version order. Empty when the
 * route is not in a versioned reference or the API has a single version.
 */
export function restVersionLinks(
  references: readonly RestReferenceSummary[],
  route: string,
): RestVersionLink[] {
  const current = referenceOfRoute(references, route);
  if (current?.version === undefined) return [];
  const root = restRootOf(current.basePath);
  const siblings = references
    .filter(
      (reference) =>
        reference.version !== undefined &&
        reference.packageName === current.packageName &&
        restRootOf(reference.basePath) === root,
    )
    .sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
  if (siblings.length < 2) return [];
  const here = key(route);
  const group = current.groups.find((candidate) => key(candidate.route) === here);
  return siblings.map((reference) => {
    const same = group && reference.groups.find((candidate) => candidate.itemId === group.itemId);
    return {
      label: versionLabel(reference.version) ?? '',
      url: same?.route ?? reference.introRoute,
      current: reference === current,
    };
  });
}
