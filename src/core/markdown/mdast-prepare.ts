import type { Parent, Root, RootContent } from 'mdast';
import type { MarkerTable } from './markers.ts';
import { applyCustomHeadingId, codePlaceholder, markCallout } from './mdast-blocks.ts';
import { isDirective, replaceDirective } from './mdast-directives.ts';
import type { RenderMessages } from './render-messages.ts';

/** What the walk found out about the tree. */
export interface PreparedTree {
  /** Whether raw HTML is left in the tree (only then does rehype-raw need to run). */
  hasHtml: boolean;
}

/**
 * All mdast steps in one walk of the tree, in place: directives are restored, unwrapped or marked
 * as tabs; GitHub alerts are marked as callouts; `{#id}` heading suffixes become ids; code is
 * replaced by marked placeholders. A directive's replacement is walked again (it may hold more
 * directives), and a blockquote or heading is handled after its children, so each step sees the
 * tree the earlier steps leave behind, as if every step walked the whole tree in turn.
 */
export function prepareTree(
  tree: Root,
  source: string,
  markers: MarkerTable,
  messages: RenderMessages,
): PreparedTree {
  let hasHtml = false;
  const walk = (parent: Parent) => {
    const children = parent.children as RootContent[];
    let index = 0;
    while (index < children.length) {
      const node = children[index]!;
      if (isDirective(node)) {
        const replacement = replaceDirective(node, source, markers, messages);
        if (replacement !== undefined) {
          children.splice(index, 1, ...replacement);
          continue; // walk what took its place
        }
      }
      if ('children' in node) walk(node);
      if (node.type === 'blockquote') markCallout(node, markers);
      else if (node.type === 'heading') applyCustomHeadingId(node);
      else if (node.type === 'code') children[index] = codePlaceholder(node, markers);
      else if (node.type === 'html') hasHtml = true;
      index++;
    }
  };
  walk(tree);
  return { hasHtml };
}
