import type { Element } from 'hast';
import type { TrustedElementMarker } from './markers.ts';

/**
 * Gives a marked element the tag and classes its marker names (see TrustedElementMarker). The
 * sanitiser has already cleaned its attributes and children, which stay.
 */
export function trustedElement(element: Element, marker: TrustedElementMarker): Element {
  element.tagName = marker.tagName;
  element.properties['className'] = [...marker.className];
  if (marker.fileTree === true) classFileTree(element);
  return element;
}

/**
 * Starlight's FileTree is a nested list: an item with a nested list, or whose name ends in `/`,
 * is a folder; the others are files.
 */
function classFileTree(node: Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'li') {
      const folder =
        child.children.some(
          (item) => item.type === 'element' && (item.tagName === 'ul' || item.tagName === 'ol'),
        ) || /\/\s*$/.test(firstText(child));
      child.properties['className'] = [folder ? 'file-tree-folder' : 'file-tree-file'];
    }
    classFileTree(child);
  }
}

function firstText(item: Element): string {
  for (const child of item.children) {
    if (child.type === 'text' && child.value.trim() !== '') return child.value;
    if (child.type === 'element' && child.tagName !== 'ul' && child.tagName !== 'ol') return firstText(child);
  }
  return '';
}
