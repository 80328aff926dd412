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

/**
 * Where Tab moves focus inside a focus trap of `count` elements: wraps from the last to the first
 * (and back with Shift), and pulls focus back in when it is outside. Undefined: let the browser move it.
 */
export function trapFocusIndex(
  index: number,
  count: number,
  backwards: boolean,
  focusInside: boolean,
): number | undefined {
  if (count === 0) return undefined;
  if (!focusInside) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index === count - 1) return 0;
  return undefined;
}
