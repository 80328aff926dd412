import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-load-error.ts';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it loads with what is required', async () => {
    const module = { Viewer: () => null };
    await expect(loadChunk(async () => module, { name: 'viewer', requires: 'Viewer' })).resolves.toBe(module);
  });

  it("classifies a failed import as type 'error', keeping the cause", async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failure = loadChunk(() => Promise.reject(cause), { name: 'viewer' });
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'error',
      request: 'viewer',
      cause,
    });
  });

  it("classifies a module without the required export as type 'missing'", async () => {
    await expect(
      loadChunk(async () => ({}) as { Viewer?: unknown }, { name: 'pdf', requires: 'Viewer' }),
    ).rejects.toMatchObject({ type: 'missing', message: 'Loading chunk pdf failed. (missing)' });
  });

  it("classifies a chunk still loading after 120000 ms as type 'timeout'", async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const failure = loadChunk(() => new Promise<never>(() => undefined), { name: 'slow' });
    const caught = failure.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void caught.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toMatchObject({ type: 'timeout', request: 'slow' });
  });
});
