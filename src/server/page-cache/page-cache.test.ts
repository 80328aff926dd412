import { describe, expect, it, vi } from 'vitest';
import type { CachedPage } from './cached-page.ts';
import { createPageCache } from './page-cache.ts';

const page = (body: string): CachedPage => ({
  status: 200,
  headers: [],
  etag: `"${body}"`,
  body: new TextEncoder().encode(body),
  gzip: new Uint8Array(0),
  br: new Uint8Array(0),
  storedAt: 0,
});

describe('page cache', () => {
  it('serves a page past its time only while it is rendered again', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 1 });
    const old = page('old');
    cache.set('k', old);
    await vi.waitFor(() => expect(cache.get('k')).toBeUndefined());
    expect(cache.whileRendering('k')).toBeUndefined();
    let finish: (held: CachedPage | undefined) => void = () => {};
    const render = new Promise<CachedPage | undefined>((resolve) => (finish = resolve));
    cache.trackRender('k', render);
    expect(cache.rendering('k')).toBe(render);
    expect(cache.whileRendering('k')).toBe(old);
    expect(cache.whileRendering('other')).toBeUndefined();
    finish(undefined);
    await render;
    await vi.waitFor(() => expect(cache.rendering('k')).toBeUndefined());
    expect(cache.whileRendering('k')).toBeUndefined();
  });

  it('forgets a render that failed, so the next reader renders', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const failed = Promise.reject(new Error('render failed'));
    cache.trackRender('k', failed);
    await failed.catch(() => undefined);
    await vi.waitFor(() => expect(cache.rendering('k')).toBeUndefined());
  });
});
