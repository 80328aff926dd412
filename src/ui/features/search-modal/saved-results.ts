/** A result the reader saved as a favourite or opened recently (stored in localStorage). */
export interface SavedResult {
  objectID: string;
  /** The section's link (page url plus anchor). */
  href: string;
  /** Page title (content.header). */
  title: string;
  /** Section heading (content.heading); '' for the page's opening text. */
  heading: string;
  productTitle: string;
}

/** Storage keys and sizes. */
export const SAVED_RESULTS = {
  favouritesKey: 'portico.search.favourites',
  recentsKey: 'portico.search.recents',
  maxFavourites: 20,
  maxRecents: 5,
} as const;

/** The part of localStorage used (tests pass a Map-backed stand-in). */
export type SavedStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isSavedResult(value: unknown): value is SavedResult {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    ['objectID', 'href', 'title', 'heading', 'productTitle'].every(
      (field) => typeof item[field] === 'string',
    ) &&
    typeof item['href'] === 'string' &&
    item['href'].startsWith('/')
  );
}

/** Reads a list; anything malformed (edited by hand, older format) is dropped, never thrown. */
export function readSaved(storage: SavedStorage | undefined, key: string): SavedResult[] {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isSavedResult) : [];
  } catch {
    return [];
  }
}

function write(storage: SavedStorage | undefined, key: string, items: readonly SavedResult[]): void {
  try {
    storage?.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or disabled (private mode): the lists then last for this page only.
  }
}

/** Puts a result first in the recents (once), keeping the most recent 5. */
export function addRecent(storage: SavedStorage | undefined, item: SavedResult): SavedResult[] {
  const next = [
    item,
    ...readSaved(storage, SAVED_RESULTS.recentsKey).filter((r) => r.objectID !== item.objectID),
  ];
  const kept = next.slice(0, SAVED_RESULTS.maxRecents);
  write(storage, SAVED_RESULTS.recentsKey, kept);
  return kept;
}

/** Marks a result as favourite, or unmarks it; returns the new list and whether it is now marked. */
export function toggleFavourite(
  storage: SavedStorage | undefined,
  item: SavedResult,
): { favourites: SavedResult[]; marked: boolean } {
  const current = readSaved(storage, SAVED_RESULTS.favouritesKey);
  const marked = !current.some((f) => f.objectID === item.objectID);
  const favourites = marked
    ? [item, ...current].slice(0, SAVED_RESULTS.maxFavourites)
    : current.filter((f) => f.objectID !== item.objectID);
  write(storage, SAVED_RESULTS.favouritesKey, favourites);
  return { favourites, marked };
}

/** The page's localStorage, or undefined where it is unavailable (server, blocked storage). */
export function browserStorage(): SavedStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
