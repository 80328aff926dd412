import type { MenuNode } from './header-model.ts';

/** One level of the docs-nav drawer. */
export interface DrawerLevel {
  /** The parent's title; undefined at the top level. */
  title: string | undefined;
  nodes: MenuNode[];
}

/**
 * The drawer level reached by following `path` (child indexes) from the top-level nodes. A parent
 * that has its own page is listed first in its level, so drilling in never hides that page. An
 * index that no longer exists stops the walk at the deepest valid level.
 */
export function drawerLevel(top: readonly MenuNode[], path: readonly number[]): DrawerLevel {
  let level: DrawerLevel = { title: undefined, nodes: [...top] };
  for (const index of path) {
    const parent = level.nodes[index];
    if (parent === undefined || parent.children.length === 0) break;
    const overview: MenuNode[] =
      parent.url === undefined
        ? []
        : [{ title: parent.title, url: parent.url, current: parent.current, children: [] }];
    level = { title: parent.title, nodes: [...overview, ...parent.children] };
  }
  return level;
}
