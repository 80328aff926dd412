import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Principal } from '../../core/policy/principal.ts';
import type { ContentStore } from './content-store.ts';

/**
 * What a published content file may do when opened on its own: nothing (no script, no plugin,
 * no form; a unique origin), but its own inline styles, which SVG diagrams use. PDF is the
 * exception: Chromium's viewer does not open a sandboxed document.
 */
export const CONTENT_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * A published PDF's policy: it may load nothing, and only the portal's own pages may frame it
 * (the article PDF viewer, decision 0055); every other answer refuses to be framed at all.
 */
export const PDF_FILE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * GET of a published content file (decision 0034) under the access policy of the pages that
 * reference it: a reader who may read none of them gets the same 404 as for a file that does not
 * exist. The URL names the bytes, so the answer is cached for a year and never revalidated;
 * files of privileged pages only by the reader's browser.
 */
export async function contentFileResponse(
  request: Request,
  key: string,
  store: ContentStore,
  principal: Principal,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return Response.json({ error: 'method not allowed' }, { status: 405, headers: { allow: 'GET, HEAD' } });
  const found = await store.contentFile(key, principal);
  if (found === undefined)
    return Response.json({ error: 'not found' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  const isPublic = found.entry.privileges.includes('NONE');
  const headers = new Headers({
    'content-type': found.entry.contentType,
    'content-length': String(found.size),
    'cache-control': `${isPublic ? 'public' : 'private'}, max-age=31536000, immutable`,
    'x-content-type-options': 'nosniff',
    // Other sites may show public images, as they may link to public pages; not private ones.
    'cross-origin-resource-policy': isPublic ? 'cross-origin' : 'same-origin',
  });
  if (found.entry.contentType === 'application/pdf') {
    headers.set('content-security-policy', PDF_FILE_POLICY);
    headers.set('x-frame-options', 'SAMEORIGIN');
  } else headers.set('content-security-policy', CONTENT_FILE_POLICY);
  if (!isPublic) headers.set('vary', 'Cookie');
  // Streamed: a download may be large, and is read once per request from the build folder.
  const body =
    request.method === 'HEAD'
      ? null
      : (Readable.toWeb(createReadStream(found.path)) as ReadableStream<Uint8Array>);
  return new Response(body, { status: 200, headers });
}
