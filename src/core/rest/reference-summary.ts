import type { RestReferenceSummary } from '../../schemas/built.ts';
import { deriveMenuItems } from './menu-items.ts';
import type { RestApi } from './model.ts';
import { groupItemId, groupRoute, introRoute, restBasePath, type RestLocation } from './routes.ts';

/** The manifest's summary of one REST reference (navigation data: groups and derived menu items). */
export function restReferenceSummary(
  api: RestApi,
  location: RestLocation,
  packageName: string,
): RestReferenceSummary {
  const basePath = restBasePath(location);
  return {
    packageName,
    basePath,
    ...(location.version === undefined ? {} : { version: location.version }),
    title: api.title,
    introRoute: introRoute(basePath),
    groups: api.groups.map((group) => ({
      itemId: groupItemId(group),
      title: group.title,
      route: groupRoute(basePath, group),
    })),
    menuItems: deriveMenuItems(api, basePath),
  };
}
