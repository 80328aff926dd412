import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkElements } from './hast-walk.ts';

const LISTS = new Set(['ul', 'ol']);

/**
 * GFM task-list checkboxes have no label, which axe reports (rule 'label'). Each gets the text
 * of its item as its accessible name (nested lists excluded).
 */
export function labelTaskCheckboxes(tree: Root): void {
  walkElements(tree, (element, ancestors) => {
    if (element.tagName !== 'input' || element.properties['type'] !== 'checkbox') return;
    const parent: Element | undefined = ancestors.at(-1);
    if (parent === undefined) return;
    const text = parent.children
      .filter((child) => child.type !== 'element' || !LISTS.has(child.tagName))
      .map((child) => toString(child))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (text !== '') element.properties['ariaLabel'] = text;
  });
}
