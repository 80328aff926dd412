import { restRootOf } from '../../../core/rest/index.ts';
import type { NavTreeNode, ReducedCategory } from './reduce-navigation.ts';

/** Name of the category the REST API tab is built as. */
export const REST_CATEGORY = 'rest';

/** Page urls of a node and its descendants (operations are anchors on those pages, not pages). */
function pageUrls(node: NavTreeNode): string[] {
  if (node.method !== undefined) return [];
  return [...(node.url === undefined ? [] : [node.url]), ...(node.children ?? []).flatMap(pageUrls)];
}

/** The REST root all of a node's pages share, or undefined when some page is not under one. */
function restRootOfNode(node: NavTreeNode): string | undefined {
  const roots = new Set(pageUrls(node).map(restRootOf));
  const [root] = roots;
  return roots.size === 1 ? root : undefined;
}

/**
 * The REST API tab condensing (spec §2.7: label 'REST API', path '/rest/'): in each category,
 * the subcategories whose pages all lie under one package REST root (`<publishPath>rest/`) leave
 * the category and become one 'REST API' category placed right after it, with that root as its
 * url and their entries as its children (a single subcategory's heading is dropped, the tab names
 * it already). A category left empty disappears as any other empty one does.
 */
export function condenseRest(categories: readonly ReducedCategory[], label: string): ReducedCategory[] {
  return categories.flatMap((category) => {
    if (category.url !== undefined) return [category];
    const children = category.children ?? [];
    const rest = children.filter((child) => restRootOfNode(child) !== undefined);
    const root = rest[0] === undefined ? undefined : restRootOfNode(rest[0]);
    const condensed = rest.filter((child) => restRootOfNode(child) === root);
    if (root === undefined || condensed.length === 0) return [category];
    const tab: ReducedCategory = {
      name: REST_CATEGORY,
      title: label,
      url: root,
      // A single subcategory's heading is dropped; a subcategory that is a page (no children) stays.
      children:
        condensed.length === 1 && condensed[0]?.children !== undefined ? condensed[0].children : condensed,
    };
    const kept: ReducedCategory = { ...category, children: children.filter((c) => !condensed.includes(c)) };
    return [kept, tab];
  });
}
