import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { el, hasClass, raw } from './hast-build.ts';
import { walkElements } from './hast-walk.ts';
import { toProperty } from './hast-tabs.ts';
import { addHeadingAliases, type AliasedHeading } from './heading-aliases.ts';
import { slugify, type IdRegistry } from './heading-ids.ts';
import { MARKUP } from './markup.ts';
import { fillMessage, type RenderMessages } from './render-messages.ts';
import { escapeAttribute } from './static-html.ts';

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
 * Gives every heading h1–h6 an id (its own, else derived from its text, unique on the page), the
 * other ids it answers to (heading-aliases.ts) and a copy-link button beside it (both in a
 * wrapper). The visually hidden footnotes label is left alone.
 */
export function enhanceHeadings(tree: Root, ids: IdRegistry, messages: RenderMessages): HeadingsResult {
  const result: HeadingsResult = { headings: [], toc: [], byElement: new Map() };
  const aliased: AliasedHeading[] = [];
  walkElements(tree, (element, ancestors) => {
    if (element.tagName === 'section' && element.properties['dataFootnotes'] !== undefined) return 'skip';
    const level = HEADING.exec(element.tagName);
    if (level === null) return;
    const depth = Number(level[1]);
    const text = toString(element).replace(/\s+/g, ' ').trim();
    const ownId = element.properties['id'];
    const own = typeof ownId === 'string' && ownId !== '';
    const id = own ? ownId : ids.claim(slugify(text));
    aliased.push({ element, id, text, own });
    element.properties['id'] = id;
    // The button sits beside the heading, not in it: inside, its name would join the heading's
    // ("Setup Copy link to heading: Setup") and screen readers would announce the text twice.
    const parent = ancestors.at(-1) ?? tree;
    parent.children[parent.children.indexOf(element)] = el(
      'div',
      { className: [MARKUP.headingWrapperClass] },
      [element, anchorButton(id, text, depth, messages)],
    );

    const heading = { depth, id, text };
    result.headings.push(heading);
    result.byElement.set(element, heading);
    const inTabs = ancestors.some((ancestor) => hasClass(ancestor, MARKUP.tabPanelClass));
    if (depth === 2 && !inTabs) result.toc.push({ id, text });
    return 'skip';
  });
  // After every heading has its id, so an alias never takes the id a later heading derives.
  addHeadingAliases(aliased, ids);
  return result;
}

/**
 * The copy-link button, as HTML: what serialising `anchorButtonElement` gives (tested), without
 * serialising its five attributes for every heading of every page. No later step reads it. Its
 * link icon is drawn by the article stylesheet (prose.css), not repeated in every heading.
 */
export function anchorButton(
  id: string,
  text: string,
  depth: number,
  messages: RenderMessages,
): ElementContent {
  const small = depth > 3;
  const className = small
    ? `${MARKUP.headingAnchorClass} ${MARKUP.headingAnchorSmallClass}`
    : MARKUP.headingAnchorClass;
  const label = fillMessage(messages['article.copyLinkLabel'], { heading: text });
  return raw(
    `<button type="button" class="${className}" ${MARKUP.anchorAttribute}="${escapeAttribute(id)}" aria-label="${escapeAttribute(label)}" ${MARKUP.tooltipAttribute}="${escapeAttribute(messages['article.copyLink'])}"></button>`,
  );
}

/** The copy-link button as a hast element: the reference for {@link anchorButton}. */
export function anchorButtonElement(
  id: string,
  text: string,
  depth: number,
  messages: RenderMessages,
): Element {
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
    [],
  );
}
