import type { LandingRoutes } from '../../../core/routes/landing-routes.ts';
import type { GlobalLink, GlobalLinks, LinkTile, SecondaryLinkGroup } from '../../../schemas/global-links.ts';

/** Most tiles a documentation-drawer group shows (spec §2.4, §9). */
export const MAX_DOCS_GROUP_ITEMS = 8;
/** Most links a resources-drawer list shows before 'See all' (spec §2.5, §9). */
export const MAX_RESOURCE_ITEMS = 6;

/** The tiles of the documentation drawer's two tabs, each group capped. */
export interface DocumentationGroups {
  readonly cloudPlatform: readonly LinkTile[];
  readonly cloudProducts: readonly LinkTile[];
  readonly serverProducts: readonly LinkTile[];
  /** Each tab's 'See all' target: the landing, only when the site has it. */
  readonly seeAll: LandingRoutes;
}

/**
 * What the documentation drawer shows (spec §2.4): on Cloud the platform tiles, then the product
 * tiles; on Data Center the product tiles; at most 8 per group. The cloud platform tiles are the
 * content's `cloudDocsLinksV2.platform`; a content set that lists none there falls back to its
 * `forgeDocsLinks` (the Forge platform docs), so the platform group is never silently empty.
 * Each tab's 'See all' leads to its landing, which only a site that has the landing links.
 */
export function documentationGroups(
  links: Pick<GlobalLinks, 'cloudDocsLinksV2' | 'serverDocsLinksV2' | 'forgeDocsLinks'>,
  landings: LandingRoutes,
): DocumentationGroups {
  const platform =
    links.cloudDocsLinksV2.platform.length > 0 ? links.cloudDocsLinksV2.platform : links.forgeDocsLinks;
  return {
    cloudPlatform: platform.slice(0, MAX_DOCS_GROUP_ITEMS),
    cloudProducts: links.cloudDocsLinksV2.products.slice(0, MAX_DOCS_GROUP_ITEMS),
    serverProducts: links.serverDocsLinksV2.products.slice(0, MAX_DOCS_GROUP_ITEMS),
    seeAll: landings,
  };
}

/** A capped list and whether items were left out (so 'See all' has more to show). */
export interface CappedList<T> {
  readonly items: readonly T[];
  readonly more: boolean;
}

/** The first `max` items of a list, and whether there were more. */
export function capped<T>(items: readonly T[], max = MAX_RESOURCE_ITEMS): CappedList<T> {
  return { items: items.slice(0, max), more: items.length > max };
}

/** The resources drawer's lists, each capped at 6 (spec §2.5). */
export interface ResourceLists {
  readonly groups: readonly SecondaryLinkGroup[];
  readonly secondary: CappedList<GlobalLink>;
}

/**
 * The resources drawer's secondary groups and global secondary links, capped at 6 items each.
 * `secondaryLinks` must already be filtered by featureKey for the visitor (the page shell does
 * it with the request's feature context, spec §2.5).
 */
export function resourceLists(
  groups: readonly SecondaryLinkGroup[],
  secondaryLinks: readonly GlobalLink[],
): ResourceLists {
  return {
    groups: groups.map((group) => ({ ...group, items: group.items.slice(0, MAX_RESOURCE_ITEMS) })),
    secondary: capped(secondaryLinks),
  };
}
