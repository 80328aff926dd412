/** Cached for a year and never revalidated: the address names one image forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An avatar image as the portal serves it. */
export interface ServedImage {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  lastModified: Date;
  cacheControl: string;
}

/** 405 for anything but GET and HEAD, or undefined when the method is one of them. */
export function imageMethodRefusal(request: Request): Response | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  return Response.json(
    { error: `Method ${request.method} is not allowed here.` },
    { status: 405, headers: { Allow: 'GET, HEAD' } },
  );
}

/** 404 JSON, not cached: an avatar may be uploaded later at an account's address. */
export function imageNotFound(): Response {
  return Response.json(
    { error: 'No such avatar.' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** 503 JSON while the database is unreachable. */
export function imagesUnavailable(): Response {
  return Response.json(
    { error: 'Avatars are unavailable right now.' },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
  );
}

/**
 * An uploaded image: its proven content type with nosniff, ETag revalidation (304), not
 * embeddable by other sites (Cross-Origin-Resource-Policy), and able to run nothing when opened
 * on its own (a sandboxing CSP). Shared by account and app avatars.
 */
export function imageResponse(request: Request, image: ServedImage): Response {
  const headers = new Headers({
    'Content-Type': image.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': image.cacheControl,
    ETag: image.etag,
    'Last-Modified': image.lastModified.toUTCString(),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (request.headers.get('if-none-match') === image.etag)
    return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(image.bytes.byteLength));
  return new Response(request.method === 'HEAD' ? null : image.bytes, { headers });
}
