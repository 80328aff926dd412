import type { HttpMethod } from './openapi-document.ts';
import type { RestApi } from './model.ts';
import { groupItemId } from './routes.ts';

/** A menu entry for an operation (spec §3 "Derived menu item"). */
export interface DerivedMenuItem {
  /** The group's page segment, 'api-group-<slug>'. */
  itemId: string;
  /** The operation's anchor id on that page. */
  subItemId: string;
  /**
   * The operation's own summary, or the generated one ("capitalised method + path with slashes
   * turned into spaces", spec §3) when the spec gives none.
   */
  label: string;
  method: HttpMethod;
  isDeprecated: boolean;
  isExperimental: boolean;
  isPreview: boolean;
  /** Base route of the reference, e.g. '/cloud/jira/platform/rest/v3/'. */
  basePath: string;
}

/** The menu items of every operation, group by group. */
export function deriveMenuItems(api: RestApi, basePath: string): DerivedMenuItem[] {
  return api.groups.flatMap((group) =>
    group.operations.map((operation) => ({
      itemId: groupItemId(group),
      subItemId: operation.anchorId,
      label: operation.summary,
      method: operation.method,
      isDeprecated: operation.deprecated,
      isExperimental: operation.experimental,
      isPreview: operation.preview,
      basePath,
    })),
  );
}

/** The link of a menu item: `<basePath><itemId>/#<subItemId>`. */
export function menuItemHref(item: Pick<DerivedMenuItem, 'basePath' | 'itemId' | 'subItemId'>): string {
  return `${item.basePath}${item.itemId}/#${item.subItemId}`;
}
