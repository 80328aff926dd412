import type { Element, ElementContent, Root, RootContent } from 'hast';
import { buildCodeFigure } from './code-figure.ts';
import { el, text } from './hast-build.ts';
import { trustedElement } from './hast-trusted-element.ts';
import { buildTabs, tabsIdFor } from './hast-tabs.ts';
import type { IdRegistry } from './heading-ids.ts';
import type { CodeHighlighter } from './highlighter.ts';
import { MARKER_PROPERTY, type Marker, type MarkerTable } from './markers.ts';
import { MARKUP } from './markup.ts';
import type { RenderMessages } from './render-messages.ts';

export interface StructureContext {
  markers: MarkerTable;
  highlighter: CodeHighlighter;
  messages: RenderMessages;
  ids: IdRegistry;
  route: string;
  /** Filled with each code figure and its plain code, for the search text. */
  codeTexts: Map<Element, string>;
}

/**
 * Turns marked placeholders into their final markup (code figures, callouts, tabs) and removes
 * every marker attribute, including forged ones from author HTML.
 */
export function buildStructure(tree: Root, ctx: StructureContext): void {
  let tabGroups = 0;
  const rebuild = (parent: Root | Element) => {
    const children: RootContent[] = [];
    for (const child of parent.children) {
      if (child.type !== 'element') {
        children.push(child);
        continue;
      }
      const marker = ctx.markers.take(child.properties[MARKER_PROPERTY]);
      child.properties[MARKER_PROPERTY] = undefined; // dropped when serialised
      const replacement =
        marker?.kind === 'tabs'
          ? buildTabs(child, tabsIdFor(ctx.route, ++tabGroups), ctx.markers, ctx.ids, marker.group)
          : replace(child, marker, ctx);
      for (const node of replacement) {
        if (node.type === 'element') rebuild(node);
        children.push(node);
      }
    }
    parent.children = children as typeof parent.children;
  };
  rebuild(tree);
}

function replace(element: Element, marker: Marker | undefined, ctx: StructureContext): ElementContent[] {
  switch (marker?.kind) {
    case undefined:
      return [element];
    case 'code':
      return [buildCodeFigure(marker, ctx)];
    case 'callout':
      return [callout(element, marker, ctx.messages)];
    case 'element':
      return [trustedElement(element, marker)];
    default:
      // A tab outside a group cannot happen from markdown; keep its content.
      return element.children;
  }
}

function callout(
  quote: Element,
  marker: Extract<Marker, { kind: 'callout' }>,
  messages: RenderMessages,
): Element {
  const title = marker.title ?? messages[`article.callout.${marker.type}`];
  const aside = el(
    'aside',
    { className: [MARKUP.calloutClass, `${MARKUP.calloutClass}-${marker.type}`], role: 'note' },
    [el('p', { className: [MARKUP.calloutTitleClass] }, [text(title)]), ...quote.children],
  );
  if (quote.position !== undefined) aside.position = quote.position;
  return aside;
}
