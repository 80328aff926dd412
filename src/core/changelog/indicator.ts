/**
 * The changelog notification indicator (spec §2.3): a changelog nav item shows a dot while one of
 * its API groups has an entry newer than the reader's last visit. Visits are kept per API group,
 * plus {@link UNIVERSAL_VISIT} for the universal changelog, which covers every group.
 *
 * Times compare as strings: entry dates are `YYYY-MM-DD`, visits ISO instants, so an entry dated
 * the day of a visit counts as seen (entries carry no time of day).
 */

/** The visit key of the universal changelog: opening it clears every group. */
export const UNIVERSAL_VISIT = '*';

/** API group (or {@link UNIVERSAL_VISIT}) → ISO instant of the reader's last visit. */
export type ChangelogVisits = Record<string, string>;

/** API group → date (`YYYY-MM-DD`) of its newest entry. */
export type NewestEntries = Record<string, string>;

/** The newest entry date of every API group of `entries` (any order). */
export function newestByApiGroup(
  entries: readonly { date: string; apiGroups: readonly string[] }[],
): NewestEntries {
  const newest: NewestEntries = {};
  for (const entry of entries) {
    for (const group of entry.apiGroups) {
      const known = newest[group];
      if (known === undefined || entry.date > known) newest[group] = entry.date;
    }
  }
  return newest;
}

/**
 * Whether one of `groups` has an entry newer than the last visit of that group or of all.
 * Self-contained (no imports, no module constants): the indicator script embeds its source.
 */
export function hasNewEntries(
  groups: readonly string[],
  newest: NewestEntries,
  visits: ChangelogVisits,
): boolean {
  // The literal, not UNIVERSAL_VISIT: the browser runs this function's source on its own.
  const universal = visits['*'] ?? '';
  return groups.some((group) => {
    const date = newest[group];
    if (date === undefined) return false;
    const own = visits[group] ?? '';
    return date > (own > universal ? own : universal);
  });
}

/** Both records joined, keeping the later visit of each group. Self-contained like hasNewEntries. */
export function mergeVisits(a: ChangelogVisits, b: ChangelogVisits): ChangelogVisits {
  const merged: ChangelogVisits = { ...a };
  for (const [group, at] of Object.entries(b)) {
    const known = merged[group];
    if (known === undefined || at > known) merged[group] = at;
  }
  return merged;
}
