import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandDataOrNothing, islandDataPath, loadIslandData } from './island-data.ts';

// The loader caches per page for the module's life (and unit tests share modules): each test
// uses a part and locale of its own.
describe('loadIslandData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a part once per locale, and again after a failure', async () => {
    let fail = true;
    const fetchMock = vi.fn(async () =>
      fail ? new Response('{}', { status: 503 }) : Response.json({ i18n: { locale: 'fr' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadIslandData('consent', 'fr')).rejects.toThrow('503');
    fail = false;
    const first = loadIslandData('consent', 'fr');
    expect(loadIslandData('consent', 'fr')).toBe(first);
    expect(await first).toEqual({ i18n: { locale: 'fr' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/island-data/consent?locale=fr', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  });
});

describe('islandDataOrNothing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives React's use one promise per part, undefined when the data cannot load, and retries", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    const failed = islandDataOrNothing('search', 'en_GB');
    expect(islandDataOrNothing('search', 'en_GB')).toBe(failed);
    expect(await failed).toBeUndefined();
    vi.stubGlobal('fetch', async () => Response.json({ i18n: { locale: 'en_GB' } }));
    await Promise.resolve();
    expect(await islandDataOrNothing('search', 'en_GB')).toEqual({ i18n: { locale: 'en_GB' } });
  });

  it('names the path by part and locale', () => {
    expect(islandDataPath('header', 'en_ZZ')).toBe('/api/island-data/header?locale=en_ZZ');
  });
});
