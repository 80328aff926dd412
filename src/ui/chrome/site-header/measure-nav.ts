import type { NavMeasure } from './nav-fit.ts';

/** The elements the measurement reads. */
export interface NavParts {
  /** The header: carries data-compact-search. */
  header: HTMLElement;
  nav: HTMLElement;
  /** The navigation's item list: the items, then More. */
  list: HTMLElement;
  /** The More menu's root: carries data-active. */
  more: HTMLElement;
}

/**
 * Reads the widths planNavFit needs, or undefined when the navigation is not displayed (below
 * 1025px). The search entry's two looks and the More button are laid out in turn, synchronously
 * and before paint, then the attributes as they were are put back: nothing flickers.
 *
 * Self-contained (no reference outside its body): nav-fit-script.ts prints its source into the
 * page, to measure before the first paint what use-nav-fit.ts measures after hydration.
 */
export function measureNav({ header, nav, list, more }: NavParts): NavMeasure | undefined {
  if (nav.getClientRects().length === 0) return undefined;
  /** Sets an attribute and returns a function that puts back the value it had. */
  const override = (element: Element, name: string, value: string) => {
    const was = element.getAttribute(name);
    element.setAttribute(name, value);
    return () => (was === null ? element.removeAttribute(name) : element.setAttribute(name, was));
  };
  const widthOf = (element: Element) => element.getBoundingClientRect().width;
  const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  const restoreMore = override(more, 'data-active', 'true');
  const restoreCompact = override(header, 'data-compact-search', 'false');
  const navWidthFull = widthOf(nav);
  header.setAttribute('data-compact-search', 'true');
  const measure: NavMeasure = {
    itemWidths: [...list.children].filter((child) => child !== more).map(widthOf),
    itemGap: gap,
    moreWidth: widthOf(more),
    moreGap: gap,
    navWidthFull,
    navWidthCompact: widthOf(nav),
  };
  restoreCompact();
  restoreMore();
  return measure;
}
