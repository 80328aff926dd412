import type { IndexSettings } from 'algoliasearch';

// An attribute's name without Algolia's modifiers: 'searchable(x)', 'filterOnly(x)',
// 'unordered(x)', 'asc(x)', 'desc(x)'; a comma-joined 'a,b' searchable entry stays whole.
const bare = (entry: string) =>
  entry.replace(/^(?:searchable|filterOnly|afterDistinct|unordered|ordered|asc|desc)\((.*)\)$/, '$1');

/**
 * The settings to send to an existing Algolia index: the portal's own settings merged into what
 * the index already holds, so a team's own additions survive a sync. Scalar settings the portal
 * sets take its value. List settings (searchable attributes, facets, custom ranking…) keep the
 * portal's entries first, in its order, then the index's other entries for attributes the portal
 * does not name. `userData` is merged key by key. Only the keys of `ours` are returned: Algolia
 * leaves every setting a request does not name as it was.
 */
export function mergeIndexSettings(current: IndexSettings | undefined, ours: IndexSettings): IndexSettings {
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ours)) {
    const existing = (current as Record<string, unknown> | undefined)?.[key];
    if (Array.isArray(value) && Array.isArray(existing)) {
      const named = new Set(
        value.map((entry) => (typeof entry === 'string' ? bare(entry) : JSON.stringify(entry))),
      );
      const kept = existing.filter(
        (entry: unknown) => !named.has(typeof entry === 'string' ? bare(entry) : JSON.stringify(entry)),
      );
      merged[key] = [...value, ...kept];
    } else if (key === 'userData' && isObject(value) && isObject(existing)) {
      merged[key] = { ...existing, ...value };
    } else merged[key] = value;
  }
  return merged as IndexSettings;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
