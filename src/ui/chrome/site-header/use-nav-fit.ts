import { useLayoutEffect, useState } from 'react';
import { planNavFit, sameFit, type NavFit, type NavMeasure } from './nav-fit.ts';

/** The fit the header renders, and whether the browser has measured it yet. */
export interface NavFitState extends NavFit {
  /** False in the server render and until the first measurement (the CSS then wraps and clips). */
  measured: boolean;
}

/**
 * The elements the measurement reads: the header (carries data-compact-search), the navigation,
 * its item list (the items, then More) and the More menu's root (carries data-active).
 */
type Part = 'header' | 'nav' | 'list' | 'more';

/** Ref callbacks, one stable function per element. */
export type NavFitTargets = Readonly<Record<Part, (element: HTMLElement | null) => void>>;

type Elements = Map<Part, HTMLElement>;

function elementSlots(): { elements: Elements; targets: NavFitTargets } {
  const elements: Elements = new Map();
  const slot = (part: Part) => (element: HTMLElement | null) => {
    if (element === null) elements.delete(part);
    else elements.set(part, element);
  };
  return {
    elements,
    targets: { header: slot('header'), nav: slot('nav'), list: slot('list'), more: slot('more') },
  };
}

const COMPACT = 'data-compact-search';
const ACTIVE = 'data-active';

/** Sets an attribute and returns a function that puts back the value React rendered. */
function override(element: Element, name: string, value: string): () => void {
  const was = element.getAttribute(name);
  element.setAttribute(name, value);
  return () => (was === null ? element.removeAttribute(name) : element.setAttribute(name, was));
}

const widthOf = (element: Element) => element.getBoundingClientRect().width;
const columnGap = (element: Element) => parseFloat(getComputedStyle(element).columnGap) || 0;

/**
 * Reads the widths planNavFit needs, or undefined when the navigation is not displayed (below
 * 1025px). The search entry's two looks and the More button are laid out in turn, synchronously
 * and before paint, then the attributes React rendered are put back: nothing flickers.
 */
function measureNav(elements: Elements): NavMeasure | undefined {
  const [header, nav, list, more] = (['header', 'nav', 'list', 'more'] as const).map((part) =>
    elements.get(part),
  );
  if (!header || !nav || !list || !more || nav.getClientRects().length === 0) return undefined;
  const restoreMore = override(more, ACTIVE, 'true');
  const restoreCompact = override(header, COMPACT, 'false');
  const navWidthFull = widthOf(nav);
  header.setAttribute(COMPACT, 'true');
  const measure: NavMeasure = {
    itemWidths: [...list.children].filter((child) => child !== more).map(widthOf),
    itemGap: columnGap(list),
    moreWidth: widthOf(more),
    moreGap: columnGap(list),
    navWidthFull,
    navWidthCompact: widthOf(nav),
  };
  restoreCompact();
  restoreMore();
  return measure;
}

/**
 * Fits the desktop header's row to its width (nav-fit.ts): measures once before the first paint
 * after hydration, then whenever the navigation or an item changes size (viewport, fonts, a badge
 * in the actions, a label). Until then every item is rendered and the CSS keeps the row intact.
 */
export function useNavFit(itemCount: number): { fit: NavFitState; targets: NavFitTargets } {
  const [{ elements, targets }] = useState(elementSlots);
  const [fit, setFit] = useState<NavFitState>({ visible: itemCount, compactSearch: false, measured: false });

  useLayoutEffect(() => {
    const update = () => {
      const measure = measureNav(elements);
      if (measure === undefined) return;
      const next = planNavFit(measure);
      setFit((was) => (was.measured && sameFit(was, next) ? was : { ...next, measured: true }));
    };
    update();
    const nav = elements.get('nav');
    const list = elements.get('list');
    if (typeof ResizeObserver === 'undefined' || !nav || !list) return undefined;
    const observer = new ResizeObserver(update);
    for (const element of [nav, ...list.children]) observer.observe(element);
    return () => observer.disconnect();
  }, [elements, itemCount]);

  return { fit, targets };
}
