import { describe, expect, it } from 'vitest';
import { addRecent, readSaved, SAVED_RESULTS, toggleFavourite, type SavedResult } from './saved-results.ts';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
};
const item = (n: number): SavedResult => ({
  objectID: `/p${n}/#h`,
  href: `/p${n}/#h`,
  title: `Page ${n}`,
  heading: `Heading ${n}`,
  productTitle: 'Jira',
});

describe('favourites and recents (localStorage)', () => {
  it('keeps the 5 most recent, newest first, without duplicates, across reads', () => {
    const storage = memory();
    for (const n of [1, 2, 3, 4, 5, 6, 3]) addRecent(storage, item(n));
    expect(readSaved(storage, SAVED_RESULTS.recentsKey).map((r) => r.title)).toEqual([
      'Page 3',
      'Page 6',
      'Page 5',
      'Page 4',
      'Page 2',
    ]);
  });

  it('toggles a favourite on and off and persists it', () => {
    const storage = memory();
    expect(toggleFavourite(storage, item(1)).marked).toBe(true);
    expect(readSaved(storage, SAVED_RESULTS.favouritesKey)).toEqual([item(1)]);
    const second = toggleFavourite(storage, item(1));
    expect(second).toEqual({ favourites: [], marked: false });
    expect(readSaved(storage, SAVED_RESULTS.favouritesKey)).toEqual([]);
  });

  it('drops malformed or foreign entries instead of failing', () => {
    const storage = memory();
    storage.setItem(SAVED_RESULTS.favouritesKey, '{not json');
    expect(readSaved(storage, SAVED_RESULTS.favouritesKey)).toEqual([]);
    storage.setItem(
      SAVED_RESULTS.recentsKey,
      JSON.stringify([item(1), { title: 'x' }, { ...item(2), href: 'https://evil.example/' }]),
    );
    expect(readSaved(storage, SAVED_RESULTS.recentsKey)).toEqual([item(1)]);
  });

  it('works without storage (blocked) and when writing throws', () => {
    expect(addRecent(undefined, item(1))).toEqual([item(1)]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(toggleFavourite(full, item(1)).marked).toBe(true);
  });
});
