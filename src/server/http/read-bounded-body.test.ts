import { describe, expect, it } from 'vitest';
import { readBoundedBody, readBoundedJson, readBoundedText } from './read-bounded-body.ts';

const URL = 'http://portal.test/api/x';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(URL, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

/** A chunked body (no Content-Length) of `chunks`, counting how many the reader pulled. */
function streamed(chunks: readonly Uint8Array[], fail?: Error): { request: Request; pulled: () => number } {
  let next = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (next < chunks.length) controller.enqueue(chunks[next++]!);
        else if (fail !== undefined) controller.error(fail);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  ); // pulled only when read, so the count is what the reader asked for
  return { request: post(stream), pulled: () => next };
}

const bytes = (n: number, fill = 0x61) => new Uint8Array(n).fill(fill);

describe('readBoundedBody', () => {
  it('reads a body of exactly the limit', async () => {
    const result = await readBoundedBody(post(bytes(10)), 10);
    expect(result).toEqual({ ok: true, value: bytes(10) });
  });

  it('refuses a body one byte over the limit as 413', async () => {
    expect(await readBoundedBody(post(bytes(11)), 10)).toEqual({
      ok: false,
      problem: 'too-large',
      status: 413,
    });
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const { request, pulled } = streamed([bytes(1)]);
    request.headers.set('content-length', '11');
    expect(await readBoundedBody(request, 10)).toMatchObject({ problem: 'too-large' });
    expect(pulled()).toBe(0);
  });

  it('counts what is sent when Content-Length claims less', async () => {
    const result = await readBoundedBody(post(bytes(50), { 'content-length': '5' }), 10);
    expect(result).toMatchObject({ ok: false, problem: 'too-large', status: 413 });
  });

  it('ignores a malformed Content-Length and counts the bytes instead', async () => {
    expect(await readBoundedBody(post(bytes(3), { 'content-length': 'lots' }), 10)).toEqual({
      ok: true,
      value: bytes(3),
    });
  });

  it('joins a chunked body and stops pulling chunks once past the limit', async () => {
    const ok = streamed([bytes(4, 0x31), bytes(4, 0x32), bytes(2, 0x33)]);
    const result = await readBoundedBody(ok.request, 10);
    expect(result.ok && new TextDecoder().decode(result.value)).toBe('1111222233');

    const long = streamed(Array.from({ length: 100 }, () => bytes(4)));
    expect(await readBoundedBody(long.request, 10)).toMatchObject({ problem: 'too-large' });
    expect(long.pulled()).toBe(3);
  });

  it('reads an absent or empty body as no bytes', async () => {
    expect(await readBoundedBody(new Request(URL), 10)).toEqual({ ok: true, value: new Uint8Array() });
    expect(await readBoundedBody(post(''), 10)).toEqual({ ok: true, value: new Uint8Array() });
  });

  it('answers 400 when the stream breaks before its end', async () => {
    const { request } = streamed([bytes(2)], new Error('connection reset'));
    expect(await readBoundedBody(request, 10)).toEqual({ ok: false, problem: 'unreadable', status: 400 });
  });
});

describe('readBoundedText', () => {
  it('decodes UTF-8, multi-byte characters split across chunks included', async () => {
    const euro = new TextEncoder().encode('€'); // three bytes
    const { request } = streamed([euro.slice(0, 1), euro.slice(1)]);
    expect(await readBoundedText(request, 10)).toEqual({ ok: true, value: '€' });
  });

  it('refuses bytes that are not UTF-8 as 400', async () => {
    expect(await readBoundedText(post(new Uint8Array([0x7b, 0xff, 0x7d])), 10)).toEqual({
      ok: false,
      problem: 'bad-encoding',
      status: 400,
    });
  });

  it('passes on the size limit', async () => {
    expect(await readBoundedText(post('x'.repeat(11)), 10)).toMatchObject({ problem: 'too-large' });
  });
});

describe('readBoundedJson', () => {
  it('parses JSON', async () => {
    expect(await readBoundedJson(post('{"a":[1,"é"]}'), 100)).toEqual({ ok: true, value: { a: [1, 'é'] } });
  });

  it('refuses text that is not JSON as 400', async () => {
    expect(await readBoundedJson(post('{"a":'), 100)).toEqual({
      ok: false,
      problem: 'bad-json',
      status: 400,
    });
  });

  it('treats an empty body as not JSON unless the caller names its value', async () => {
    expect(await readBoundedJson(post(''), 100)).toMatchObject({ problem: 'bad-json' });
    expect(await readBoundedJson(new Request(URL), 100)).toMatchObject({ problem: 'bad-json' });
    expect(await readBoundedJson(post(' \n'), 100, { empty: {} })).toEqual({ ok: true, value: {} });
  });

  it('checks size and encoding before parsing', async () => {
    expect(await readBoundedJson(post(`"${'x'.repeat(20)}"`), 10)).toMatchObject({ problem: 'too-large' });
    expect(await readBoundedJson(post(new Uint8Array([0x22, 0xc3, 0x22])), 10)).toMatchObject({
      problem: 'bad-encoding',
    });
  });
});
