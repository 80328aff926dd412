import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Encodings this module makes, in order of preference. */
export type SmallEncoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are (the server's compression threshold too). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Bodies up to this size are compressed at once on the event loop (about 0.1 ms for 10 KB of
 * JSON); larger ones are left to the server's streaming compression.
 */
export const COMPRESS_AT_ONCE_MAX_BYTES = 64 * 1024;

/**
 * The encoding to use for an Accept-Encoding header: br, else gzip, each only when the client
 * accepts it (by name or `*`) with a q-value above 0. Undefined when neither is acceptable.
 */
export function chooseEncoding(acceptEncoding: string | null): SmallEncoding | undefined {
  if (acceptEncoding === null) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: SmallEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

function encode(body: Uint8Array, encoding: SmallEncoding): Buffer<ArrayBuffer> {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      // The quality the server's streaming compression uses for brotli.
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * Compresses a small answer in one step. The server's compression middleware streams every
 * body through zlib's thread pool, which costs 1-3 ms of latency on this kind of machine even
 * for 10 KB (every search keystroke waits for it); compressing here costs ~0.1 ms and
 * the middleware then leaves the answer alone (it is already encoded). For whole answers held in
 * memory (it reads the body): already encoded, empty or HEAD answers are returned as they came,
 * bodies below COMPRESS_MIN_BYTES or above COMPRESS_AT_ONCE_MAX_BYTES unencoded, with their
 * Content-Length.
 */
export async function compressSmall(request: Request, response: Response): Promise<Response> {
  if (response.body === null || response.headers.has('Content-Encoding') || request.method === 'HEAD')
    return response;
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'));
  if (encoding === undefined) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (body.byteLength < COMPRESS_MIN_BYTES || body.byteLength > COMPRESS_AT_ONCE_MAX_BYTES) {
    // With its length known, the server's compression leaves a small body alone.
    headers.set('Content-Length', String(body.byteLength));
    return new Response(body, init);
  }
  const encoded = encode(body, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(encoded.byteLength));
  if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
  return new Response(encoded, init);
}
