import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProductNavigation, navigationAnswer, productNavigationPath } from './navigation-source.ts';

const NAV = { title: 'Forge', url: '/platform/forge/', categories: [] };

afterEach(() => vi.unstubAllGlobals());

describe('navigationAnswer', () => {
  it('gives the server its value and serialisers only its url', () => {
    const answer = navigationAnswer('/api/x', NAV);
    expect(answer.value).toBe(NAV);
    expect('value' in answer).toBe(true);
    expect(Object.entries(answer)).toEqual([['url', '/api/x']]);
    expect(JSON.stringify(answer)).toBe('{"url":"/api/x"}');
  });

  it('names the page, the locale and the hash in its path', () => {
    expect(productNavigationPath('/a b/c/', 'en-GB', 'h1')).toBe(
      '/api/island-data/product-nav?path=/a%20b/c/&locale=en-GB&v=h1',
    );
  });
});

describe('loadProductNavigation', () => {
  it('fetches once per url, tries a failure again once, then forgets it', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(Response.json(NAV));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadProductNavigation('/nav/1')).resolves.toEqual(NAV);
    await expect(loadProductNavigation('/nav/1')).resolves.toEqual(NAV);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(loadProductNavigation('/nav/2')).rejects.toThrow('offline');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    fetchMock.mockResolvedValue(Response.json(NAV));
    await expect(loadProductNavigation('/nav/2')).resolves.toEqual(NAV);
  });
});
