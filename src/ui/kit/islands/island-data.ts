import type { Locale } from '../../../core/i18n/locale.ts';

/** The parts of islands whose data loads when they are first used (GET /api/island-data/{part}). */
export const ISLAND_DATA_PARTS = ['header', 'search', 'consent'] as const;

/** One of {@link ISLAND_DATA_PARTS}. */
export type IslandDataPart = (typeof ISLAND_DATA_PARTS)[number];

/** The path of a part's data in a locale. */
export const islandDataPath = (part: IslandDataPart, locale: Locale) =>
  `/api/island-data/${part}?locale=${encodeURIComponent(locale)}`;

const loads = new Map<string, Promise<unknown>>();
const settled = new Map<string, Promise<unknown>>();

/**
 * The data of an island part that only its lazily loaded code uses (a drawer's links, a modal's
 * messages), fetched once per page and locale: such data never rides in the page's HTML
 * (docs/decisions/0065-page-weight.md). A failed load is forgotten, so the next use retries.
 * Callers start it on intent, beside the part's code, and read it with React's `use`.
 */
export function loadIslandData<T>(part: IslandDataPart, locale: Locale): Promise<T> {
  const path = islandDataPath(part, locale);
  let load = loads.get(path);
  if (load === undefined) {
    load = fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
        return (await response.json()) as unknown;
      },
    );
    load.catch(() => {
      loads.delete(path);
      settled.delete(path);
    });
    loads.set(path, load);
  }
  return load as Promise<T>;
}

/**
 * {@link loadIslandData} for React's `use`: the same promise for the same part and locale, which
 * resolves to undefined when the data could not be loaded (the part then offers its fallback
 * rather than breaking the island); the next mount tries again.
 */
export function islandDataOrNothing<T>(part: IslandDataPart, locale: Locale): Promise<T | undefined> {
  const path = islandDataPath(part, locale);
  let result = settled.get(path);
  if (result === undefined) {
    result = loadIslandData<T>(part, locale).then(
      (data) => data,
      () => undefined,
    );
    settled.set(path, result);
  }
  return result as Promise<T | undefined>;
}
