import { chooseEncoding } from '../http/compress-small.ts';
import { mergeVary } from '../middleware/locale-vary.ts';
import type { CachedPage } from './cached-page.ts';

/** Whether an If-None-Match header names `etag` (or is `*`); weak comparison, as RFC 9110 asks. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/**
 * The answer to `request` from a held public page: 304 when the client's copy is this one;
 * otherwise the bytes in the best encoding the client accepts (made when the page was stored, so
 * the server's streaming compression leaves them alone), or just the headers for HEAD.
 */
export function answerCachedPage(page: CachedPage, request: Request): Response {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set('ETag', page.etag);
  headers.set('Vary', mergeVary(headers.get('vary'), ['Accept-Encoding']));
  if (matchesEtag(request.headers.get('if-none-match'), page.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  if (encoding !== undefined) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers,
  });
}
