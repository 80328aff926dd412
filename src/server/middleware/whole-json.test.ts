import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { runMiddleware, type RequestContext } from './middleware.ts';
import { testLocals } from './test-locals.test-helper.ts';
import { wholeJsonMiddleware } from './whole-json.ts';

const context: RequestContext = {
  requestId: 't',
  log: createLogger('info', {}, () => {}),
  locals: testLocals(),
};
const request = new Request('http://x/api/thing', { headers: { 'Accept-Encoding': 'gzip, br' } });
/** The answer `inner` gives, as the middleware passes it on; the body a stream, as Astro's are. */
const through = (inner: () => Response) =>
  runMiddleware([wholeJsonMiddleware], request, context, async () => inner());
const streamed = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe('wholeJsonMiddleware', () => {
  it('gives a small JSON answer its length, so the server does not compress it as a stream', async () => {
    const response = await through(() =>
      Response.json({ showBanner: false }, { headers: { 'X-Kept': '1' } }),
    );
    expect(response.headers.get('Content-Length')).toBe(String('{"showBanner":false}'.length));
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('X-Kept')).toBe('1');
    expect(await response.json()).toEqual({ showBanner: false });
  });

  it('compresses a larger one in one step, problem+json too', async () => {
    const body = JSON.stringify({ hits: Array.from({ length: 100 }, (_, i) => ({ title: `Hit ${i}` })) });
    const response = await through(
      () =>
        new Response(streamed(body), {
          status: 404,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(brotliDecompressSync(bytes).toString()).toBe(body);
  });

  it('leaves streams that are not JSON, and answers that know their length, as they came', async () => {
    const events = new Response(streamed('data: x\n\n'), {
      headers: { 'Content-Type': 'text/event-stream' },
    });
    expect(await through(() => events)).toBe(events);
    const page = new Response(streamed('<p>x</p>'), { headers: { 'Content-Type': 'text/html' } });
    expect(await through(() => page)).toBe(page);
    const sized = new Response('{}', {
      headers: { 'Content-Type': 'application/json', 'Content-Length': '2' },
    });
    expect(await through(() => sized)).toBe(sized);
  });
});
