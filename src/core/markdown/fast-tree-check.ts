import type { Nodes, Root } from 'mdast';

/** Where a GFM literal autolink can start (mdast-util-gfm-autolink-literal looks for these). */
const LITERAL_START = /https?:\/\/|www\./gi;
/** A run of one or two tildes: GFM strikethrough's delimiters. */
const TILDES = /(?<!~)~{1,2}(?!~)/g;
/**
 * A text directive with a label or attributes (`:name[…]`, `:name{…}`), which remark-directive
 * parses (a bare `:name` goes back to its text, which renders the same), or GFM's `mailto:` and
 * `xmpp:` literals, which the autolink-literal tree transform does not make.
 */
const MICROMARK_TEXT = /:[^\s\p{P}\p{S}][\p{L}\p{N}\p{M}_-]*[[{]|(?:mailto|xmpp):/iu;

/**
 * Whether a tree from the fast parser may differ from micromark's, seen from its prose (code is
 * never prose, so tildes and URLs in code cost nothing):
 *
 * - strikethrough, which markdown-it leaves as text here: GFM needs an opening and a closing
 *   run of the same length in one paragraph, heading or cell, so two runs of one length there;
 * - text directives with a label or attributes, and `mailto:`/`xmpp:` literals (any text node,
 *   image alts too: a directive can sit in a link's label);
 * - a bare URL whose run of non-space characters ends where its text node ends, with more of the
 *   block after it (`http://x/_y_` became text and emphasis): micromark reads literal autolinks
 *   before emphasis, code spans and links could take part of them.
 */
export function fastTreeNeedsMicromark(tree: Root): boolean {
  let differs = false;
  const visit = (node: Nodes): void => {
    if (differs) return;
    if (
      (node.type === 'text' || node.type === 'image') &&
      MICROMARK_TEXT.test(node.type === 'text' ? node.value : (node.alt ?? ''))
    ) {
      differs = true;
      return;
    }
    if (!('children' in node)) return;
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      if (tildeRunsPair(node) || urlMeetsNode(node)) differs = true;
    }
    for (const child of node.children) visit(child);
  };
  visit(tree);
  return differs;
}

function tildeRunsPair(block: Nodes): boolean {
  const counts = [0, 0, 0];
  const count = (node: Nodes): void => {
    if (node.type === 'text') for (const run of node.value.matchAll(TILDES)) counts[run[0].length]! += 1;
    else if ('children' in node) for (const child of node.children) count(child);
  };
  count(block);
  return counts[1]! >= 2 || counts[2]! >= 2;
}

/**
 * Whether a bare URL runs to the end of its text node with more of the block after it (another
 * node, or the end of an emphasis). Text in links is skipped: micromark makes no literal autolink
 * inside a link's label, and the tree transform skips links.
 */
function urlMeetsNode(block: Nodes): boolean {
  if (!('children' in block)) return false;
  const last = block.children.at(-1);
  const walk = (node: Nodes): boolean => {
    if (node.type === 'text') return node !== last && urlRunsToEnd(node.value);
    if (node.type === 'link' || node.type === 'linkReference' || !('children' in node)) return false;
    return (node.children as Nodes[]).some(walk);
  };
  return (block.children as Nodes[]).some(walk);
}

function urlRunsToEnd(text: string): boolean {
  for (const start of text.matchAll(LITERAL_START)) {
    if (!/[\s<]/.test(text.slice(start.index))) return true;
  }
  return false;
}
