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

/** Sub-pixel widths are summed; a rounding error must not push an item out. */
const TOLERANCE = 0.5;

/** The width the first `count` items take in a row. */
function rowWidth(widths: readonly number[], gap: number, count: number): number {
  let width = 0;
  for (let i = 0; i < count; i++) width += widths[i]! + (i > 0 ? gap : 0);
  return width;
}

/** How many items fit in `available` pixels: all of them, or as many as fit next to More. */
function itemsThatFit(measure: NavMeasure, available: number): number {
  const { itemWidths, itemGap, moreWidth, moreGap } = measure;
  const all = itemWidths.length;
  if (rowWidth(itemWidths, itemGap, all) <= available + TOLERANCE) return all;
  let count = all - 1;
  while (count > 0 && rowWidth(itemWidths, itemGap, count) + moreGap + moreWidth > available + TOLERANCE) {
    count--;
  }
  return count;
}

/**
 * The row for the measured widths: every item with the search label if they fit; else the icon
 * search if that makes every item fit, or keeps more items out of the More menu; else the search
 * label stays and the same items move to More.
 */
export function planNavFit(measure: NavMeasure): NavFit {
  const withLabel = itemsThatFit(measure, measure.navWidthFull);
  if (withLabel === measure.itemWidths.length) return { visible: withLabel, compactSearch: false };
  const withIcon = itemsThatFit(measure, measure.navWidthCompact);
  return withIcon > withLabel
    ? { visible: withIcon, compactSearch: true }
    : { visible: withLabel, compactSearch: false };
}

/** Whether two fits show the same row (state updates that change nothing are skipped). */
export function sameFit(a: NavFit, b: NavFit): boolean {
  return a.visible === b.visible && a.compactSearch === b.compactSearch;
}
