import { describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside.ts';

/** The few Element members inertOutside uses, on a tree built in memory (the tests run in Node). */
class FakeElement {
  readonly children: FakeElement[] = [];
  parentElement: FakeElement | null = null;
  readonly ownerDocument: { body: FakeElement | null } = { body: null };
  private readonly attributes = new Set<string>();

  readonly name: string;

  constructor(name: string) {
    this.name = name;
  }

  append(...children: FakeElement[]): this {
    for (const child of children) {
      child.parentElement = this;
      this.children.push(child);
    }
    return this;
  }

  contains(other: FakeElement): boolean {
    for (let node: FakeElement | null = other; node !== null; node = node.parentElement)
      if (node === this) return true;
    return false;
  }

  hasAttribute(attribute: string): boolean {
    return this.attributes.has(attribute);
  }

  setAttribute(attribute: string): void {
    this.attributes.add(attribute);
  }

  removeAttribute(attribute: string): void {
    this.attributes.delete(attribute);
  }
}

/** html > body > [skip, header > [logo, nav > [overlay, dialog]], main, footer(inert already)] */
function page() {
  const e = (name: string) => new FakeElement(name);
  const [html, body, skip, header, logo, nav, overlay, dialog, main, footer] = [
    e('html'),
    e('body'),
    e('skip'),
    e('header'),
    e('logo'),
    e('nav'),
    e('overlay'),
    e('dialog'),
    e('main'),
    e('footer'),
  ];
  html.append(body.append(skip, header.append(logo, nav.append(overlay, dialog)), main, footer));
  const all = [html, body, skip, header, logo, nav, overlay, dialog, main, footer];
  for (const element of all) element.ownerDocument.body = body;
  footer.setAttribute('inert');
  const inert = () => all.filter((element) => element.hasAttribute('inert')).map((element) => element.name);
  return { nav, overlay, dialog, main, inert };
}

const asElement = (element: FakeElement) => element as unknown as Element;

describe('inertOutside', () => {
  it('makes every sibling of the element and of its ancestors inert, up to the body', () => {
    const { dialog, inert } = page();
    const release = inertOutside(asElement(dialog));
    expect(inert()).toEqual(['skip', 'logo', 'overlay', 'main', 'footer']);
    release();
    expect(inert()).toEqual(['footer']);
  });

  it('leaves the overlay live when the kept element holds it', () => {
    const { nav, inert } = page();
    const release = inertOutside(asElement(nav));
    expect(inert()).toEqual(['skip', 'logo', 'main', 'footer']);
    release();
    expect(inert()).toEqual(['footer']);
  });

  it('keeps several elements live, such as a dialog and its overlay', () => {
    const { overlay, dialog, nav, inert } = page();
    const release = inertOutside(asElement(overlay), asElement(dialog), asElement(nav));
    expect(inert()).toEqual(['skip', 'logo', 'main', 'footer']);
    release();
    expect(inert()).toEqual(['footer']);
  });

  it('never clears what was inert before, and releases nested holds in any order', () => {
    const { dialog, main, inert } = page();
    const outer = inertOutside(asElement(dialog));
    const inner = inertOutside(asElement(main));
    outer();
    // main's modal still holds the header and the skip link.
    expect(inert()).toEqual(['skip', 'header', 'footer']);
    outer();
    expect(inert()).toEqual(['skip', 'header', 'footer']);
    inner();
    expect(inert()).toEqual(['footer']);
  });
});
