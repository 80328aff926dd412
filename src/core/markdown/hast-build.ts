import type { Element, ElementContent, Properties, Text } from 'hast';

/** A hast element. */
export function el(tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

/** A hast text node. */
export function text(value: string): Text {
  return { type: 'text', value };
}

/** A raw HTML node: trusted markup (highlighted code) emitted as is by rehype-stringify. */
export function raw(value: string): ElementContent {
  return { type: 'raw', value } as unknown as ElementContent;
}

/** The class list of an element, whatever form the property has. */
export function classList(element: Element): string[] {
  const value: unknown = element.properties['className'];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** Whether the element has the class: `classList(element).includes(name)` without the copies. */
export function hasClass(element: Element, name: string): boolean {
  const value: unknown = element.properties['className'];
  if (Array.isArray(value)) return value.some((item) => String(item) === name);
  return typeof value === 'string' && value.split(/\s+/).includes(name);
}
