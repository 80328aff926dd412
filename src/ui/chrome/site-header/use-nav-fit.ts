import { useLayoutEffect, useState } from 'react';
import { measureNav, type NavParts } from './measure-nav.ts';
import { planNavFit, sameFit, type NavFit } from './nav-fit.ts';

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

/** The parts measureNav reads, once all four are mounted. */
function partsOf(elements: Elements): NavParts | undefined {
  const [header, nav, list, more] = (['header', 'nav', 'list', 'more'] as const).map((part) =>
    elements.get(part),
  );
  return header && nav && list && more ? { header, nav, list, more } : undefined;
}

/**
 * Fits the desktop header's row to its width (nav-fit.ts): measures once before the first paint
 * after hydration, then whenever the navigation or an item changes size (viewport, fonts, a badge
 * in the actions, a label). Until then every item is rendered and the CSS keeps the row intact,
 * and the search entry looks as nav-fit-script.ts set it before the first paint.
 */
export function useNavFit(itemCount: number): { fit: NavFitState; targets: NavFitTargets } {
  const [{ elements, targets }] = useState(elementSlots);
  const [fit, setFit] = useState<NavFitState>({ visible: itemCount, compactSearch: false, measured: false });

  useLayoutEffect(() => {
    const update = () => {
      const parts = partsOf(elements);
      const measure = parts && measureNav(parts);
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
