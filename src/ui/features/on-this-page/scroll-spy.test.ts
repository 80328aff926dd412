import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickActiveHeading } from './active-heading.ts';
import { HEADER_OFFSET_PX } from './scroll-spy-script.ts';
import { scrollSpy } from './scroll-spy.ts';

/** A link of the list: the attributes and click listeners scrollSpy uses. */
function fakeLink(id: string) {
  const attributes = new Map<string, string>();
  const clicks: (() => void)[] = [];
  return {
    hash: `#${id}`,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    addEventListener: (_type: string, listener: () => void) => void clicks.push(listener),
    current: () => attributes.get('aria-current'),
    click: () => clicks.forEach((listener) => listener()),
  };
}

/** A page of headings at given tops, an observer the test drives, and the list's links. */
function page(tops: Record<string, number>) {
  const links = Object.keys(tops).map(fakeLink);
  const headings = new Map(
    Object.entries(tops).map(([id, top]) => [
      id,
      { id, getBoundingClientRect: () => ({ top: tops[id] ?? top }) },
    ]),
  );
  let report: (entries: { isIntersecting: boolean; target: { id: string } }[]) => void = () => undefined;
  const observed: string[] = [];
  vi.stubGlobal('document', { getElementById: (id: string) => headings.get(id) ?? null });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(target: { id: string }) {
        observed.push(target.id);
      }
      disconnect() {
        observed.length = 0;
      }
    },
  );
  const nav = { querySelectorAll: () => links } as unknown as Element;
  const current = () => links.filter((link) => link.current() === 'location').map((link) => link.hash);
  return { nav, links, observed, current, report: (...args: Parameters<typeof report>) => report(...args) };
}

afterEach(() => vi.unstubAllGlobals());

describe('scrollSpy', () => {
  it('marks the first heading in view, then the one scrolled past while its section fills the screen', () => {
    const tops = { install: 120, configure: 900 };
    const view = page(tops);
    scrollSpy(view.nav, { pick: pickActiveHeading, offset: HEADER_OFFSET_PX });
    expect(view.observed).toEqual(['install', 'configure']);
    expect(view.current()).toEqual([]);
    view.report([{ isIntersecting: true, target: { id: 'install' } }]);
    expect(view.current()).toEqual(['#install']);
    tops.install = -400;
    tops.configure = -50;
    view.report([
      { isIntersecting: false, target: { id: 'install' } },
      { isIntersecting: false, target: { id: 'configure' } },
    ]);
    expect(view.current()).toEqual(['#configure']);
  });

  it('marks a followed link at once, and stops watching when told', () => {
    const view = page({ a: 10, b: 2000 });
    const stop = scrollSpy(view.nav, { pick: pickActiveHeading, offset: HEADER_OFFSET_PX });
    view.links[1]!.click();
    expect(view.current()).toEqual(['#b']);
    stop();
    expect(view.observed).toEqual([]);
  });
});
