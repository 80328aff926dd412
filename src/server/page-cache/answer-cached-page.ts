import { chooseEncoding } from '../http/compress-small.ts';
import { mergeVary } from '../middleware/locale-vary.ts';
import type { CachedPage } from './cached-page.ts';

/** Whether an If-None-Match header names `etag` (or is `*`); weak comparison, as RFC 9110 asks. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (ifNoneMatch === null || ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/** What a request asks of a held page: its validator, its encodings, and whether it wants a body. */
export interface HeldPageAsk {
  ifNoneMatch: string | null | undefined;
  acceptEncoding: string | null | undefined;
  head: boolean;
}

/**
 * The answer to a request from a held public page, as status, headers and body: 304 when the
 * client's copy is this one; otherwise the bytes in the best encoding the client accepts (made
 * when the page was stored, so the server's streaming compression leaves them alone), or just
 * the headers for HEAD. Shared by the middleware and the HTTP server's fast path.
 */
export function heldPageAnswer(
  page: CachedPage,
  ask: HeldPageAsk,
): { status: number; headers: Headers; body: Uint8Array | null } {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set('ETag', page.etag);
  headers.set('Vary', mergeVary(headers.get('vary'), ['Accept-Encoding']));
  if (matchesEtag(ask.ifNoneMatch, page.etag)) {
    headers.delete('content-type');
    return { status: 304, headers, body: null };
  }
  const encoding = chooseEncoding(ask.acceptEncoding ?? null);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  if (encoding !== undefined) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return { status: page.status, headers, body: ask.head ? null : body };
}

/** {@link heldPageAnswer} as a Web Response. */
export function answerCachedPage(page: CachedPage, request: Request): Response {
  const { status, headers, body } = heldPageAnswer(page, {
    ifNoneMatch: request.headers.get('if-none-match'),
    acceptEncoding: request.headers.get('accept-encoding'),
    head: request.method === 'HEAD',
  });
  return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
}
