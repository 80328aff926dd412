import {
  referenceForNavUrl,
  restNavTree,
  toNavOperation,
  type RestNavOperation,
} from '../../../core/rest/index.ts';
import type { NavLink } from '../../../schemas/navigation.ts';
import { isSameRoute } from '../layout/route-path.ts';
import type { NavTreeNode, RestNavContext } from './reduce-navigation.ts';

const operationNode = (operation: RestNavOperation): NavTreeNode => ({
  title: operation.label,
  url: operation.url,
  method: operation.method,
  flags: operation.flags,
});

/**
 * The reduced node of a navigation link that concerns a REST reference, or undefined for any other
 * link: a reference's base path becomes its intro and groups (decision 0032), and the current
 * group page, named so or written by hand, carries its operations.
 */
export function restNodeOf(item: NavLink, { references, route }: RestNavContext): NavTreeNode | undefined {
  const reference = referenceForNavUrl(references, item.url);
  if (reference !== undefined) {
    const tree = restNavTree(reference, route);
    return {
      title: item.title,
      children: [
        { title: reference.title, url: tree.intro.url },
        ...tree.groups.map((group): NavTreeNode =>
          group.current
            ? { title: group.title, url: group.url, children: group.operations.map(operationNode) }
            : { title: group.title, url: group.url },
        ),
      ],
    };
  }
  if (!isSameRoute(item.url, route)) return undefined;
  for (const candidate of references) {
    const group = candidate.groups.find((g) => isSameRoute(g.route, item.url));
    if (group === undefined) continue;
    const operations = candidate.menuItems.filter((m) => m.itemId === group.itemId).map(toNavOperation);
    return { title: item.title, url: item.url, children: operations.map(operationNode) };
  }
  return undefined;
}
