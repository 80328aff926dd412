import type { ApiOperationGroup, RestApi } from './model.ts';

/** Route segment of every REST reference; the product header condenses '/rest/' routes (spec §2.7). */
export const REST_SEGMENT = 'rest';
/** Page segment prefix of a group page. */
export const GROUP_PAGE_PREFIX = 'api-group-';
/** Fixed element ids of the intro page. */
export const INTRO_IDS = { servers: 'servers', groups: 'api-groups' } as const;

/** Where a REST reference is published: the package publish path and the source's version. */
export interface RestLocation {
  /** Package publish path, starting and ending with '/'. */
  publishPath: string;
  /** Version of a versioned source (`srcFiles[].version`); absent for a single `srcFile`. */
  version?: number;
}

/** The version label of a versioned source ('v3', spec §9); undefined for an unversioned one. */
export function versionLabel(version: number | undefined): string | undefined {
  return version === undefined ? undefined : `v${version}`;
}

/** Base route of a REST reference: `P rest/vN/`, or `P rest/` for an unversioned source. */
export function restBasePath(location: RestLocation): string {
  const label = versionLabel(location.version);
  return `${location.publishPath}${REST_SEGMENT}/${label === undefined ? '' : `${label}/`}`;
}

/** Route of the intro page: `<base>intro/`. */
export function introRoute(basePath: string): string {
  return `${basePath}intro/`;
}

/** The page segment of a group, also its menu item id: 'api-group-<slug>'. */
export function groupItemId(group: Pick<ApiOperationGroup, 'slug'>): string {
  return `${GROUP_PAGE_PREFIX}${group.slug}`;
}

/** Route of a group page: `<base>api-group-<slug>/`. */
export function groupRoute(basePath: string, group: Pick<ApiOperationGroup, 'slug'>): string {
  return `${basePath}${groupItemId(group)}/`;
}

/** A page of a REST reference, as the link check needs it. */
export interface RestRoute {
  route: string;
  kind: 'rest-intro' | 'rest-group';
  title: string;
  /**
   * Element ids on the page known without rendering: the intro's fixed ids, a group page's
   * operation anchors. Ids of headings inside rendered descriptions come from renderRestPages.
   */
  anchors: string[];
}

/** Every page of a REST reference with its anchors, computed from the model alone (no HTML). */
export function restRoutes(api: RestApi, location: RestLocation): RestRoute[] {
  const base = restBasePath(location);
  return [
    { route: introRoute(base), kind: 'rest-intro', title: api.title, anchors: Object.values(INTRO_IDS) },
    ...api.groups.map((group): RestRoute => ({
      route: groupRoute(base, group),
      kind: 'rest-group',
      title: group.title,
      anchors: group.operations.map((operation) => operation.anchorId),
    })),
  ];
}
