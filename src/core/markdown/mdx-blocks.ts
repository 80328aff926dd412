import type { Paragraph, RootContent } from 'mdast';

/** HTML elements that belong in a paragraph; other lower-case elements are blocks. */
const PHRASING_TAGS = new Set(
  'a abbr b bdi bdo br cite code data del dfn em i img input ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);
/** Components that render inline; the others are blocks. */
const INLINE_COMPONENTS = new Set(['Badge', 'Icon', 'LinkButton']);

/**
 * A paragraph that holds nothing but block elements (`<Card>…</Card>` or `<div>…</div>` written
 * on one line, which MDX reads as text inside a paragraph) stands for those blocks.
 */
export function blockElementsOf(paragraph: Paragraph): RootContent[] | undefined {
  const elements: RootContent[] = [];
  for (const child of paragraph.children) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (child.type !== 'mdxJsxTextElement' || child.name === null) return undefined;
    const inline = /^[a-z]/.test(child.name)
      ? PHRASING_TAGS.has(child.name)
      : INLINE_COMPONENTS.has(child.name);
    if (inline) return undefined;
    elements.push({ ...child, type: 'mdxJsxFlowElement', children: child.children } as RootContent);
  }
  return elements.length === 0 ? undefined : elements;
}

/** Children with paragraphs of block elements replaced by those blocks. */
export function flowChildren(children: readonly RootContent[]): RootContent[] {
  return children.flatMap((child) =>
    child.type === 'paragraph' ? (blockElementsOf(child) ?? [child]) : [child],
  );
}
