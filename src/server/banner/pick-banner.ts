import type { BannerEntry } from '../../schemas/banner.ts';

/** Without its trailing slash (the root stays '/'), so /cloud and /cloud/ are the same page. */
function bare(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * How specifically `pattern` matches `pathname`, or undefined when it does not. Higher is more
 * specific: an exact path beats any prefix, a longer prefix beats a shorter one, '*' is lowest.
 * A prefix `/cloud/*` matches `/cloud`, `/cloud/` and everything below.
 */
export function matchPattern(pattern: string, pathname: string): number | undefined {
  if (pattern === '*') return 0;
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    const asFolder = pathname.endsWith('/') ? pathname : `${pathname}/`;
    return pathname.startsWith(prefix) || asFolder === prefix ? 1 + 2 * bare(prefix).length : undefined;
  }
  return bare(pattern) === bare(pathname) ? 2 + 2 * bare(pattern).length : undefined;
}

/** Whether `now` is strictly between the entry's start and end. */
function isActive(entry: BannerEntry, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(entry.startDate) < at && at < Date.parse(entry.endDate);
}

/**
 * The entry for a page, by this precedence:
 * 1. only entries with a path pattern matching the page count;
 * 2. an entry whose time window holds `now` beats one that has not started or has ended;
 * 3. then the most specific matching pattern wins (exact path, then longer prefix, then '*');
 * 4. then the entry written first in banners.yaml.
 * An entry with showBanner: false takes part like any other, so it can silence a broader banner.
 */
export function pickBanner(
  entries: readonly BannerEntry[],
  pathname: string,
  now: Date,
): BannerEntry | undefined {
  let best: { entry: BannerEntry; active: boolean; score: number } | undefined;
  for (const entry of entries) {
    const scores = entry.paths.map((pattern) => matchPattern(pattern, pathname));
    const matched = scores.filter((score): score is number => score !== undefined);
    if (matched.length === 0) continue;
    const candidate = { entry, active: isActive(entry, now), score: Math.max(...matched) };
    // Strictly better only: on a tie the earlier entry stays.
    if (
      best === undefined ||
      (candidate.active && !best.active) ||
      (candidate.active === best.active && candidate.score > best.score)
    )
      best = candidate;
  }
  return best?.entry;
}
