import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_AT_ONCE_MAX_BYTES, compressSmall } from './compress-small.ts';

const json = (bytes: number) => JSON.stringify({ hits: 'x'.repeat(Math.max(0, bytes - 11)) });
const answer = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', ...init.headers },
  });
const request = (acceptEncoding?: string, method = 'POST') =>
  new Request('http://portal.test/1/indexes/*/queries', {
    method,
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });

describe('chooseEncoding', () => {
  it('prefers br, then gzip, as the client accepts them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
  });

  it('honours * and q=0', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });

  it('gives nothing for identity, an empty or missing header, or a malformed q-value', () => {
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(null)).toBeUndefined();
    expect(chooseEncoding('br;q=high')).toBeUndefined();
  });
});

describe('compressSmall', () => {
  it('compresses a small JSON answer with brotli, keeping status and headers', async () => {
    const body = json(10_000);
    const response = await compressSmall(request('gzip, deflate, br'), answer(body, { status: 400 }));
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(1000);
    expect(brotliDecompressSync(bytes).toString()).toBe(body);
  });

  it('uses gzip when the client does not take brotli', async () => {
    const body = json(5_000);
    const response = await compressSmall(request('gzip'), answer(body, { headers: { Vary: 'Origin' } }));
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(body);
  });

  it('sends bodies under 1 KB, over the limit, or to clients taking neither as they are', async () => {
    for (const [accept, size] of [
      ['br', 500],
      ['br', COMPRESS_AT_ONCE_MAX_BYTES + 1],
      ['identity', 10_000],
      [undefined, 10_000],
    ] as const) {
      const body = json(size);
      const response = await compressSmall(request(accept), answer(body));
      expect(response.headers.get('Content-Encoding'), `${accept} ${size}`).toBeNull();
      if (accept === 'br') expect(response.headers.get('Content-Length')).toBe(String(body.length));
      expect(await response.text()).toBe(body);
    }
  });

  it('leaves encoded, empty and HEAD answers alone', async () => {
    const encoded = answer(json(5_000), { headers: { 'Content-Encoding': 'gzip' } });
    expect(await compressSmall(request('br'), encoded)).toBe(encoded);
    const empty = new Response(null, { status: 204 });
    expect(await compressSmall(request('br'), empty)).toBe(empty);
    const head = answer(json(5_000));
    expect(await compressSmall(request('br', 'HEAD'), head)).toBe(head);
  });
});
