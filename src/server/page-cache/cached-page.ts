import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A public page answer held whole, with its encodings made once (src/server/page-cache). */
export interface CachedPage {
  status: number;
  /** The answer's headers, without Content-Length and Content-Encoding (set per answer). */
  headers: readonly (readonly [string, string])[];
  /** Strong: the SHA-256 of the bytes, quoted. */
  etag: string;
  body: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
  /** When it was made (ms), for the in-process cache's freshness. */
  storedAt: number;
}

/** How many bytes an entry holds, for the cache's byte bound. */
export function cachedPageBytes(page: CachedPage): number {
  return page.body.byteLength + page.gzip.byteLength + page.br.byteLength + 1024;
}

/**
 * The nonce a public page is stored with: the same for every process rendering the same page of
 * the same builds, so every copy of the page (each worker's, each proxy's) has the same bytes and
 * ETag. It is unguessable before the page is fetched, like a per-answer nonce, and it only
 * authorises the scripts of a document whose bytes never change (docs/decisions/0067).
 */
export function stablePageNonce(secret: string, key: string): string {
  return createHash('sha256')
    .update(secret)
    .update('\0page-nonce\0')
    .update(key)
    .digest('base64')
    .slice(0, 22);
}

const NONCE_ATTRIBUTE = (nonce: string) => `nonce="${nonce}"`;

/**
 * Holds a public page answer whole: its render's nonce replaced by `stableNonce` in the body and
 * in its Content-Security-Policy, the ETag computed, gzip and brotli made once.
 */
export async function toCachedPage(
  response: Response,
  renderNonce: string,
  stableNonce: string,
  now: number,
): Promise<CachedPage> {
  let html = await response.text();
  if (renderNonce !== '') html = html.replaceAll(NONCE_ATTRIBUTE(renderNonce), NONCE_ATTRIBUTE(stableNonce));
  const body = new TextEncoder().encode(html);
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name === 'content-length' || name === 'content-encoding' || name === 'etag') continue;
    const kept =
      name === 'content-security-policy' && renderNonce !== ''
        ? value.replaceAll(`'nonce-${renderNonce}'`, `'nonce-${stableNonce}'`)
        : value;
    headers.push([name, kept]);
  }
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  ]);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { status: response.status, headers, etag, body, gzip: gzipped, br: brotli, storedAt: now };
}
