/**
 * How the desktop header fits its row (spec §2.3: content 1232px wide, nothing may overlap): the
 * navigation items keep their order and natural width, and when they do not all fit, the search
 * entry first drops its visible label (an icon with an accessible name), then the items that still
 * do not fit move, from the last one backwards, into a 'More' menu at the end of the navigation.
 * Pure: the widths come from the browser (use-nav-fit.ts), so any label length in any locale works.
 */

/** Widths, in CSS pixels, read from the laid-out header. */
export interface NavMeasure {
  /** Each navigation item's width, in order. */
  itemWidths: readonly number[];
  /** The space between two items. */
  itemGap: number;
  /** The More button's width, and the space before it. */
  moreWidth: number;
  moreGap: number;
  /** The navigation's width when the search entry shows its label, and when it is an icon. */
  navWidthFull: number;
  navWidthCompact: number;
}

/** How the header shows its row. */
export interface NavFit {
  /** How many items, from the first, stay in the bar; the rest are in the More menu. */
  visible: number;
  /** The search entry shows only its icon (its label stays its accessible name). */
  compactSearch: boolean;
}

/**
 * The row for the measured widths: every item with the search label if they fit; else the icon
 * search if that makes every item fit, or keeps more items out of the More menu; else the search
 * label stays and the same items move to More.
 *
 * Self-contained (no reference outside its body): nav-fit-script.ts prints its source into the
 * page, so the row is decided by the same code before the first paint and after hydration.
 */
export function planNavFit(measure: NavMeasure): NavFit {
  // Sub-pixel widths are summed; a rounding error must not push an item out.
  const tolerance = 0.5;
  const { itemWidths, itemGap, moreWidth, moreGap } = measure;
  const all = itemWidths.length;
  /** The width the first `count` items take in a row. */
  const rowWidth = (count: number) => {
    let width = 0;
    for (let i = 0; i < count; i++) width += itemWidths[i]! + (i > 0 ? itemGap : 0);
    return width;
  };
  /** How many items fit in `available` pixels: all of them, or as many as fit next to More. */
  const itemsThatFit = (available: number) => {
    if (rowWidth(all) <= available + tolerance) return all;
    let count = all - 1;
    while (count > 0 && rowWidth(count) + moreGap + moreWidth > available + tolerance) count--;
    return count;
  };
  const withLabel = itemsThatFit(measure.navWidthFull);
  if (withLabel === all) return { visible: withLabel, compactSearch: false };
  const withIcon = itemsThatFit(measure.navWidthCompact);
  return withIcon > withLabel
    ? { visible: withIcon, compactSearch: true }
    : { visible: withLabel, compactSearch: false };
}

/** Whether two fits show the same row (state updates that change nothing are skipped). */
export function sameFit(a: NavFit, b: NavFit): boolean {
  return a.visible === b.visible && a.compactSearch === b.compactSearch;
}
