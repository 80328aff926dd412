import type { Html, Parent, Root, RootContent } from 'mdast';
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
 * An mdast node for an author `<br>`, which becomes a `<br>` element without rehype-raw (see
 * `htmlBreakHandler` in renderer.ts).
 */
export const HTML_BREAK = 'porticoHtmlBreak';

/**
 * Raw HTML that parsing (rehype-raw) and sanitising would drop whole: one complete comment, or
 * one processing instruction (`<?…?>`, which HTML parses as a comment up to the first `>`). The
 * sanitiser drops comments and any raw node left unparsed, so a page whose only raw HTML is this
 * needs no re-parse. A comment ends at the first `-->` or `--!>`; `<!-->` and `<!--->` are
 * left to the parser (they end early).
 */
const DROPPED_HTML = /^(?:<!--(?!-?>)(?:(?!--!?>)[\s\S])*--!?>|<\?[^>]*>)$/;
/** A lone `<br>` tag, which parses to an empty `<br>` element. */
const BREAK_TAG = /^<br[ \t\r\n]*\/?>$/i;

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
  let simpleHtml = false;
  let footnotes = false;
  const breaks: Html[] = [];
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
      else if (node.type === 'html') {
        // Comments and lone `<br>`s are common; they alone do not need the slow HTML re-parse.
        if (BREAK_TAG.test(node.value)) breaks.push(node);
        else if (DROPPED_HTML.test(node.value)) simpleHtml = true;
        else hasHtml = true;
      } else if (node.type === 'footnoteReference') footnotes = true;
      index++;
    }
  };
  walk(tree);
  // The re-parse also turns footnote references' `data-footnote-ref` into `data-footnote-ref=""`,
  // so a page with footnotes keeps it whenever it has any raw HTML, as before.
  if (footnotes && (simpleHtml || breaks.length > 0)) hasHtml = true;
  // Next to other raw HTML a `<br>` stays raw: that HTML may change how it parses (`<textarea>`).
  if (!hasHtml) for (const node of breaks) (node as { type: string }).type = HTML_BREAK;
  return { hasHtml };
}
