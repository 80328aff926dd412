import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, postJson, readCsrfToken } from './csrf.ts';

describe('readCsrfToken', () => {
  it("reads the content of <meta name='csrf'> and is empty without it", () => {
    const doc = (content?: string) => ({
      querySelector: (selector: string) =>
        selector === 'meta[name="csrf"]' && content !== undefined ? ({ content } as HTMLMetaElement) : null,
    });
    expect(readCsrfToken(doc('abc') as Pick<Document, 'querySelector'>)).toBe('abc');
    expect(readCsrfToken(doc() as Pick<Document, 'querySelector'>)).toBe('');
  });
});

describe('postJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON with the CSRF header from the page', async () => {
    vi.stubGlobal('document', { querySelector: () => ({ content: 'tok' }) });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await postJson('/api/x', { a: 1 }, { keepalive: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'tok' },
      body: '{"a":1}',
    });
  });
});
