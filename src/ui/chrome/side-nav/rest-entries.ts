import {
  referenceForNavUrl,
  restNavTree,
  toNavOperation,
  type RestNavOperation,
} from '../../../core/rest/index.ts';
import type { RestReferenceSummary } from '../../../schemas/built.ts';
import type { NavLink } from '../../../schemas/navigation.ts';
import { isSameRoute } from '../layout/route-path.ts';
import { folder, link, type SideNavEntry } from './side-nav-data.ts';

/** An operation of the current REST group: a link to its anchor with a method badge and flags. */
export interface SideNavOperation extends RestNavOperation {
  kind: 'operation';
  /** The label again, so every entry has a title. */
  title: string;
}

const operationEntry = (operation: RestNavOperation): SideNavOperation => ({
  kind: 'operation',
  title: operation.label,
  ...operation,
});

/**
 * The side-nav entry of a navigation link that concerns a REST reference, or undefined for any
 * other link: a link to a reference's base path becomes a folder with the intro and every group
 * (the current group open on its operations); a hand-written link to the current group page
 * becomes a folder with that page and its operations.
 */
export function restLinkEntry(
  item: NavLink,
  route: string,
  references: readonly RestReferenceSummary[],
): SideNavEntry | undefined {
  const reference = referenceForNavUrl(references, item.url);
  if (reference !== undefined) {
    const tree = restNavTree(reference, route);
    return folder(item.title, [
      link(reference.title, tree.intro.url, route),
      ...tree.groups.map((group) =>
        group.current
          ? folder(group.title, [
              link(group.title, group.url, route),
              ...group.operations.map(operationEntry),
            ])
          : link(group.title, group.url, route),
      ),
    ]);
  }
  if (!isSameRoute(item.url, route)) return undefined;
  for (const candidate of references) {
    const group = candidate.groups.find((g) => isSameRoute(g.route, item.url));
    if (group === undefined) continue;
    const operations = candidate.menuItems.filter((m) => m.itemId === group.itemId).map(toNavOperation);
    return folder(item.title, [link(item.title, item.url, route), ...operations.map(operationEntry)]);
  }
  return undefined;
}
