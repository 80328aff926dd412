import type { Element, Root } from 'hast';

/** Return 'skip' to leave an element's children out of the walk. */
export type ElementVisitor = (element: Element, ancestors: readonly Element[]) => 'skip' | undefined;

/** Visits every element in document order, with its element ancestors (outermost first). */
export function walkElements(tree: Root | Element, visitor: ElementVisitor): void {
  const ancestors: Element[] = [];
  const visit = (parent: Root | Element) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (visitor(child, ancestors) === 'skip') continue;
      ancestors.push(child);
      visit(child);
      ancestors.pop();
    }
  };
  visit(tree);
}

/** Ids of all elements, plus names of legacy `<a name>` anchors, in document order. */
export function collectIds(tree: Root): string[] {
  const ids = new Set<string>();
  walkElements(tree, (element) => {
    const { id, name } = element.properties;
    if (typeof id === 'string' && id !== '') ids.add(id);
    if (element.tagName === 'a' && typeof name === 'string' && name !== '') ids.add(name);
  });
  return [...ids];
}
