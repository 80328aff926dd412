import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { classList, el } from './hast-build.ts';
import { walkElements } from './hast-walk.ts';
import { toProperty } from './hast-tabs.ts';
import { slugify, type IdRegistry } from './heading-ids.ts';
import { linkIcon } from './icons.ts';
import { MARKUP } from './markup.ts';
import { fillMessage, type RenderMessages } from './render-messages.ts';

/** A heading of the rendered page. */
export interface RenderedHeading {
  depth: number;
  id: string;
  text: string;
}

export interface HeadingsResult {
  headings: RenderedHeading[];
  /** Level-2 headings outside tab panels (a hidden panel's heading is no place to jump to). */
  toc: { id: string; text: string }[];
  /** Each heading element with its record, for splitting the page into sections. */
  byElement: Map<Element, RenderedHeading>;
}

const HEADING = /^h([1-6])$/;

/**
 * Gives every heading h1–h6 an id (its own, else derived from its text, unique on the page) and
 * a copy-link button after the text. The visually hidden footnotes label is left alone.
 */
export function enhanceHeadings(tree: Root, ids: IdRegistry, messages: RenderMessages): HeadingsResult {
  const result: HeadingsResult = { headings: [], toc: [], byElement: new Map() };
  walkElements(tree, (element, ancestors) => {
    if (element.tagName === 'section' && element.properties['dataFootnotes'] !== undefined) return 'skip';
    const level = HEADING.exec(element.tagName);
    if (level === null) return;
    const depth = Number(level[1]);
    const text = toString(element).replace(/\s+/g, ' ').trim();
    const own = element.properties['id'];
    const id = typeof own === 'string' && own !== '' ? own : ids.claim(slugify(text));
    element.properties['id'] = id;
    element.children.push(anchorButton(id, text, depth, messages));

    const heading = { depth, id, text };
    result.headings.push(heading);
    result.byElement.set(element, heading);
    const inTabs = ancestors.some((ancestor) => classList(ancestor).includes(MARKUP.tabPanelClass));
    if (depth === 2 && !inTabs) result.toc.push({ id, text });
    return 'skip';
  });
  return result;
}

function anchorButton(id: string, text: string, depth: number, messages: RenderMessages): Element {
  const small = depth > 3;
  return el(
    'button',
    {
      type: 'button',
      className: small
        ? [MARKUP.headingAnchorClass, MARKUP.headingAnchorSmallClass]
        : [MARKUP.headingAnchorClass],
      [toProperty(MARKUP.anchorAttribute)]: id,
      ariaLabel: fillMessage(messages['article.copyLinkLabel'], { heading: text }),
      [toProperty(MARKUP.tooltipAttribute)]: messages['article.copyLink'],
    },
    [linkIcon(small)],
  );
}
