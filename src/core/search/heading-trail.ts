import type { HierarchyLevel } from '../../schemas/search.ts';
import type { SearchIndex } from './search-index.ts';

/** DocSearch's level of record r: 1 for a page's opening text, 2–6 for a section under an h2–h6. */
export function recordLevel(index: SearchIndex, r: number): number {
  if (index.headingID.get(r) === '') return 1;
  // An h1 inside the content sits under the page title (lvl1), as DocSearch's lvl2 would.
  return Math.min(6, Math.max(2, index.depth[r]!));
}

/**
 * The headings DocSearch puts in `hierarchy.lvl2`–`lvl6` for record r: its own heading at its
 * level and, above it, the nearest earlier heading of each higher level on the same page (as
 * DocSearch's crawler reads h2–h6). Levels with no heading above stay unset. Records of a page
 * are consecutive and in page order (build-index sorts them), so this walks back at most to the
 * page's first record.
 */
export function headingTrail(index: SearchIndex, r: number): Map<number, string> {
  const trail = new Map<number, string>();
  let level = recordLevel(index, r);
  if (level === 1) return trail;
  trail.set(level, index.heading.get(r));
  const page = index.recordPage[r];
  for (let earlier = r - 1; earlier >= 0 && level > 2 && index.recordPage[earlier] === page; earlier--) {
    const above = recordLevel(index, earlier);
    if (above === 1 || above >= level) continue;
    trail.set(above, index.heading.get(earlier));
    level = above;
  }
  return trail;
}

/**
 * The level of a hit's own heading: the deepest of `hierarchy.lvl2`–`lvl6` that is set, or
 * undefined for a page's opening text. Clients show it as the section's title.
 */
export function sectionLevel(
  hierarchy: Partial<Record<HierarchyLevel, string | null>> | undefined,
): HierarchyLevel | undefined {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const) {
    if (hierarchy?.[level] != null) return level;
  }
  return undefined;
}
