import type { Element, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

const stringify = unified().use(rehypeStringify).freeze();

/**
 * The HTML of a constant element (icon, button), serialised once by the same serialiser as the
 * page, to insert as a raw node. The page HTML is unchanged, but the serialiser does not walk the
 * element's attributes again on every page: the icons of headings and external links were about
 * half of all attributes it serialised. Only for elements no later step reads (no ids, no text
 * for the search sections).
 */
export function staticHtml(element: Element): string {
  return stringify.stringify({ type: 'root', children: [element] } satisfies Root);
}

/**
 * A value for a double-quoted attribute, escaped exactly as the page's serialiser
 * (hast-util-to-html with its defaults) escapes it: NUL, `"`, `&`, `'` and `` ` `` become
 * upper-case hexadecimal references, nothing else changes. For markup built as a string.
 */
export function escapeAttribute(value: string): string {
  return value.replace(/[\0"&'`]/g, (char) => `&#x${char.charCodeAt(0).toString(16).toUpperCase()};`);
}

/** Text content escaped exactly as the page's serialiser escapes it: `<` and `&` only. */
export function escapeText(value: string): string {
  return value.replace(/[<&]/g, (char) => `&#x${char.charCodeAt(0).toString(16).toUpperCase()};`);
}
