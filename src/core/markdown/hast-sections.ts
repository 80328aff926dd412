import type { Element, ElementContent, Root } from 'hast';
import type { PageSection } from '../../schemas/built.ts';
import { hasClass } from './hast-build.ts';
import type { RenderedHeading } from './hast-headings.ts';
import { MARKUP } from './markup.ts';

// Elements whose boundaries separate words in the plain text.
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
// Controls and icons added for the reader are not page text.
const SKIPPED = new Set(['button', 'svg', 'template', 'script', 'style']);

/**
 * Splits the page into sections for search: one per heading (any level), with the plain text up
 * to the next heading. Text before the first heading is a section with headingId '' and the page
 * title; it is left out when empty.
 */
export function extractSections(
  tree: Root,
  title: string,
  headings: ReadonlyMap<Element, RenderedHeading>,
  codeTexts: ReadonlyMap<Element, string>,
): PageSection[] {
  const sections: { section: PageSection; parts: string[] }[] = [];
  let current = { section: { headingId: '', heading: title, depth: 1, text: '' }, parts: [] as string[] };
  sections.push(current);

  const visit = (node: ElementContent) => {
    if (node.type === 'text') {
      current.parts.push(node.value);
      return;
    }
    if (node.type !== 'element' || SKIPPED.has(node.tagName)) return;
    if (hasClass(node, MARKUP.visuallyHiddenClass)) return;
    if (node.properties['dataFootnoteBackref'] !== undefined) return; // the '↩' glyph
    const heading = headings.get(node);
    if (heading !== undefined) {
      current = {
        section: { headingId: heading.id, heading: heading.text, depth: heading.depth, text: '' },
        parts: [],
      };
      sections.push(current);
      return;
    }
    const code = codeTexts.get(node);
    const block = BLOCKS.has(node.tagName);
    if (block) current.parts.push(' ');
    if (code !== undefined) current.parts.push(code);
    else node.children.forEach(visit);
    if (block) current.parts.push(' ');
  };
  tree.children.forEach((child) => {
    // MDX node types (from remark-mdx's typings) never reach a rendered tree.
    if (child.type !== 'doctype') visit(child as ElementContent);
  });

  return sections
    .map(({ section, parts }) => ({ ...section, text: parts.join('').replace(/\s+/g, ' ').trim() }))
    .filter((section, index) => index > 0 || section.text !== '');
}
