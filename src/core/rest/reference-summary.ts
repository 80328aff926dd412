import type { RestReferenceSummary } from '../../schemas/built.ts';
import { deriveMenuItems, type DerivedMenuItem } from './menu-items.ts';
import type { RestApi } from './model.ts';
import { groupItemId, groupRoute, introRoute, restBasePath, type RestLocation } from './routes.ts';

/** What a reference summary is made from (a RestReference of the build, or a test's parts). */
export interface RestReferenceParts {
  location: RestLocation;
  basePath: string;
  api: RestApi;
  menuItems: readonly DerivedMenuItem[];
}

/**
 * The manifest entry of a REST reference for the navigation: its intro, its groups in page order
 * and every operation's menu item, group by group in the order the group page shows them.
 */
export function toRestReferenceSummary(
  packageName: string,
  reference: RestReferenceParts,
): RestReferenceSummary {
  return {
    packageName,
    basePath: reference.basePath,
    ...(reference.location.version === undefined ? {} : { version: reference.location.version }),
    title: reference.api.title,
    introRoute: introRoute(reference.basePath),
    groups: reference.api.groups.map((group) => ({
      itemId: groupItemId(group),
      title: group.title,
      route: groupRoute(reference.basePath, group),
    })),
    menuItems: reference.menuItems.map((item) => ({ ...item })),
  };
}

/**
 * The order the navigation lists references in: packages as the manifest lists them, then the
 * versions of one package newest first (the version switcher's order; unversioned last).
 */
export function sortRestReferenceSummaries(
  summaries: readonly RestReferenceSummary[],
  packageOrder: readonly string[],
): RestReferenceSummary[] {
  const rank = new Map(packageOrder.map((name, index) => [name, index]));
  return [...summaries].sort(
    (a, b) =>
      (rank.get(a.packageName) ?? Infinity) - (rank.get(b.packageName) ?? Infinity) ||
      (b.version ?? 0) - (a.version ?? 0),
  );
}

/** The summary of an API published at `location`, with menu items derived from the model. */
export function restReferenceSummary(
  api: RestApi,
  location: RestLocation,
  packageName: string,
): RestReferenceSummary {
  const basePath = restBasePath(location);
  return toRestReferenceSummary(packageName, {
    location,
    basePath,
    api,
    menuItems: deriveMenuItems(api, basePath),
  });
}
