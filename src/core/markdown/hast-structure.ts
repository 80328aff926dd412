import type { Element, ElementContent, Root, RootContent } from 'hast';
import { el, raw, text } from './hast-build.ts';
import { trustedElement } from './hast-trusted-element.ts';
import { buildTabs, tabsIdFor, toProperty } from './hast-tabs.ts';
import type { IdRegistry } from './heading-ids.ts';
import type { CodeHighlighter } from './highlighter.ts';
import { MARKER_PROPERTY, type Marker, type MarkerTable } from './markers.ts';
import { MARKUP } from './markup.ts';
import type { RenderMessages } from './render-messages.ts';
import { staticHtml } from './static-html.ts';

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
      return [codeFigure(marker, ctx)];
    case 'callout':
      return [callout(element, marker, ctx.messages)];
    case 'element':
      return [trustedElement(element, marker)];
    default:
      // A tab outside a group cannot happen from markdown; keep its content.
      return element.children;
  }
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

function codeFigure(marker: Extract<Marker, { kind: 'code' }>, ctx: StructureContext): Element {
  const match = marker.meta === undefined ? null : TITLE.exec(marker.meta);
  const title = match?.[1] ?? match?.[2] ?? match?.[3];
  const lang = marker.lang?.toLowerCase();
  const figure = el('figure', { className: [MARKUP.codeBlockClass], dataLanguage: lang }, [
    ...(title ? [el('figcaption', { className: [MARKUP.codeTitleClass] }, [text(title)])] : []),
    raw(copyButtonHtml(ctx.messages)),
    raw(ctx.highlighter.highlight(marker.value, lang)),
  ]);
  ctx.codeTexts.set(figure, marker.value);
  return figure;
}

const copyButtons = new WeakMap<RenderMessages, string>();

/** The copy button of code blocks, serialised once per catalogue (see staticHtml). */
function copyButtonHtml(messages: RenderMessages): string {
  let html = copyButtons.get(messages);
  if (html === undefined) {
    html = staticHtml(
      el(
        'button',
        { type: 'button', className: [MARKUP.codeCopyClass], [toProperty(MARKUP.copyCodeAttribute)]: true },
        [text(messages['article.copy'])],
      ),
    );
    copyButtons.set(messages, html);
  }
  return html;
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
