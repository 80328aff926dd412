import { describe, expect, it } from 'vitest';
import { NAV_FIT_SCRIPT } from './nav-fit-script.ts';

/** An element as the script reads it: attributes, and a width that may depend on the header's look. */
function element(width: (compact: boolean) => number, attributes: Record<string, string> = {}) {
  return {
    attributes: new Map(Object.entries(attributes)),
    children: [] as unknown[],
    width,
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    },
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    },
    removeAttribute(name: string) {
      this.attributes.delete(name);
    },
  };
}

/**
 * Runs the printed script against a stand-in page with a header whose three items take 300px with
 * 4px gaps, and whose navigation is `full` px wide beside the labelled search, 80px more beside
 * the icon; `displayed` false is the navigation below 1025px.
 */
function run(full: number, displayed = true) {
  const header = element(() => 1232);
  const compact = () => header.getAttribute('data-compact-search') === 'true';
  const nav = element((icon) => (icon ? full + 80 : full));
  const list = element(() => 0);
  const more = element(() => 60, { 'data-active': 'false' });
  list.children = [element(() => 100), element(() => 96), element(() => 96), more];
  const box = (el: ReturnType<typeof element>) => ({ width: el.width(compact()) });
  const withBox = (el: ReturnType<typeof element>) =>
    Object.assign(el, {
      getBoundingClientRect: () => box(el),
      getClientRects: () => (displayed ? [box(el)] : []),
    });
  [header, nav, list, more, ...(list.children as ReturnType<typeof element>[])].forEach(withBox);
  Object.assign(header, { querySelector: () => nav });
  Object.assign(nav, { querySelector: () => list });
  Object.assign(list, { querySelector: () => more });
  // Its only free names are the two a page has: as parameters, they shadow this process's.
  const page = new Function('document', 'getComputedStyle', NAV_FIT_SCRIPT) as (...args: unknown[]) => void;
  page({ querySelector: () => header }, () => ({ columnGap: '4px' }));
  return { compact: header.getAttribute('data-compact-search'), active: more.getAttribute('data-active') };
}

describe('NAV_FIT_SCRIPT', () => {
  it('shows the search as an icon from the first paint when the items need the room', () => {
    expect(run(250)).toEqual({ compact: 'true', active: 'false' });
  });

  it('leaves the header as rendered when the items fit, or when the navigation is not displayed', () => {
    expect(run(300)).toEqual({ compact: null, active: 'false' });
    expect(run(250, false)).toEqual({ compact: null, active: 'false' });
  });
});
