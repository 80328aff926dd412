import type { RouteEntry } from '../../schemas/built.ts';

function words(path: string): string[] {
  return path
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/**
 * Up to `limit` readable pages that look like the missing path: scored by shared path words,
 * with the last segment counting double, so /cloud/jira/webhook finds …/webhooks/.
 */
export function suggestRoutes(pathname: string, routes: readonly RouteEntry[], limit = 5): RouteEntry[] {
  const wanted = words(pathname);
  if (wanted.length === 0) return [];
  const last = wanted[wanted.length - 1]!;
  const scored: { entry: RouteEntry; score: number }[] = [];
  for (const entry of routes) {
    if (entry.hidden) continue;
    const have = words(entry.route);
    let score = 0;
    for (const word of wanted)
      if (have.some((h) => h === word || h.startsWith(word) || word.startsWith(h))) score += 1;
    const lastHave = have[have.length - 1] ?? '';
    if (lastHave.startsWith(last) || last.startsWith(lastHave)) score += 2;
    if (score > 1) scored.push({ entry, score: score - have.length * 0.01 });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((item) => item.entry);
}
