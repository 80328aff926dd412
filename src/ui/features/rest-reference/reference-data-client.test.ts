import { afterEach, describe, expect, it, vi } from 'vitest';
import { atPointer, loadReferenceData } from './reference-data-client.ts';

const data = {
  version: 1,
  schemas: { 'a/b': { type: 'string' } },
  operations: { op: { samples: [{ lang: 'curl' }] } },
};

afterEach(() => vi.unstubAllGlobals());

describe('loadReferenceData', () => {
  it('fetches a page’s data once, however many controls ask', async () => {
    const fetch = vi.fn(async () => Response.json(data));
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([
      loadReferenceData('/r/once.json'),
      loadReferenceData('/r/once.json'),
    ]);
    expect(first).toBe(second);
    expect(await loadReferenceData('/r/once.json')).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure so the next use tries again, and refuses an unknown version', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ ...data, version: 99 }))
      .mockResolvedValueOnce(Response.json(data));
    vi.stubGlobal('fetch', fetch);
    await expect(loadReferenceData('/r/retry.json')).rejects.toThrow('HTTP 503');
    await expect(loadReferenceData('/r/retry.json')).rejects.toThrow('unknown version');
    expect((await loadReferenceData('/r/retry.json')).version).toBe(1);
  });
});

describe('atPointer', () => {
  it('reads RFC 6901 pointers, escapes included, and nothing inherited', () => {
    expect(atPointer(data, '/schemas/a~1b/type')).toBe('string');
    expect(atPointer(data, '/operations/op/samples/0/lang')).toBe('curl');
    expect(atPointer(data, '')).toBe(data);
    expect(atPointer(data, '/operations/op/constructor')).toBeUndefined();
    expect(atPointer(data, 'schemas')).toBeUndefined();
    expect(atPointer(data, '/nothing/here')).toBeUndefined();
  });
});
