import { describe, expect, it } from 'vitest';
import { planNavFit, sameFit, type NavMeasure } from './nav-fit.ts';

/** Four items of 100, 80, 60 and 120px with 4px gaps: 372px in one row. More is 70px after a 4px gap. */
const measure = (navWidthFull: number, navWidthCompact: number, over: Partial<NavMeasure> = {}) => ({
  itemWidths: [100, 80, 60, 120],
  itemGap: 4,
  moreWidth: 70,
  moreGap: 4,
  navWidthFull,
  navWidthCompact,
  ...over,
});

describe('planNavFit', () => {
  it('keeps every item and the search label when the row fits, to the pixel', () => {
    expect(planNavFit(measure(372, 430))).toEqual({ visible: 4, compactSearch: false });
    expect(planNavFit(measure(900, 960))).toEqual({ visible: 4, compactSearch: false });
  });

  it('turns the search entry into an icon when that makes every item fit', () => {
    expect(planNavFit(measure(371, 372))).toEqual({ visible: 4, compactSearch: true });
    expect(planNavFit(measure(300, 380))).toEqual({ visible: 4, compactSearch: true });
  });

  it('moves the items that do not fit, from the last, into More, next to which the rest must fit', () => {
    // 100 + 4 + 80 + 4 + 60 = 248, then 4 + 70 for More: 322.
    expect(planNavFit(measure(322, 322))).toEqual({ visible: 3, compactSearch: false });
    expect(planNavFit(measure(321, 321))).toEqual({ visible: 2, compactSearch: false });
    // 100 + 4 + 70 = 174: only the first item stays.
    expect(planNavFit(measure(174, 174))).toEqual({ visible: 1, compactSearch: false });
  });

  it('puts every item in More when not even the first fits beside it', () => {
    expect(planNavFit(measure(173, 173))).toEqual({ visible: 0, compactSearch: false });
    expect(planNavFit(measure(0, 0))).toEqual({ visible: 0, compactSearch: false });
  });

  it('uses the icon search only when it keeps more items in the bar', () => {
    // With the label 2 items fit beside More (258 < 322); with the icon 3 do.
    expect(planNavFit(measure(300, 330))).toEqual({ visible: 3, compactSearch: true });
    // The icon frees 10px, not enough for the third item: the label stays.
    expect(planNavFit(measure(300, 310))).toEqual({ visible: 2, compactSearch: false });
  });

  it('allows half a pixel of rounding, never more', () => {
    expect(planNavFit(measure(371.6, 371.6)).visible).toBe(4);
    expect(planNavFit(measure(371.4, 371.4)).visible).toBe(3);
  });

  it('handles long labels whatever their order', () => {
    const long = { itemWidths: [480, 60, 60] };
    expect(planNavFit(measure(400, 420, long))).toEqual({ visible: 0, compactSearch: false });
    expect(planNavFit(measure(560, 560, long))).toEqual({ visible: 1, compactSearch: false });
  });

  it('has nothing to move when there are no items', () => {
    expect(planNavFit(measure(0, 0, { itemWidths: [] }))).toEqual({ visible: 0, compactSearch: false });
  });
});

describe('sameFit', () => {
  it('compares what the header shows', () => {
    expect(sameFit({ visible: 2, compactSearch: true }, { visible: 2, compactSearch: true })).toBe(true);
    expect(sameFit({ visible: 2, compactSearch: true }, { visible: 3, compactSearch: true })).toBe(false);
    expect(sameFit({ visible: 2, compactSearch: true }, { visible: 2, compactSearch: false })).toBe(false);
  });
});
