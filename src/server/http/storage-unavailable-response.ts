import { STORAGE_RETRY_AFTER_SECONDS } from '../storage/storage-unavailable.ts';

/** The JSON error while the database is unavailable (under /api/ and /gateway/). */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Storage is unavailable. Try again shortly.';

const JSON_PREFIXES = ['/api/', '/gateway/', '/1/'];

/** Headers of every storage 503: retry later, and never cache the refusal. */
export const STORAGE_UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
};

/**
 * The 503 for a request that needed the database (or another store, named by `message`) while it
 * is unavailable: JSON under the API
 * prefixes (Algolia's `{message, status}` shape under /1/), a short plain page elsewhere.
 */
export function storageUnavailableResponse(
  request: Request,
  message: string = STORAGE_UNAVAILABLE_MESSAGE,
): Response {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/1/')) {
    return Response.json({ message, status: 503 }, { status: 503, headers: STORAGE_UNAVAILABLE_HEADERS });
  }
  if (JSON_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return Response.json({ error: message }, { status: 503, headers: STORAGE_UNAVAILABLE_HEADERS });
  }
  return new Response(`${message}\n`, {
    status: 503,
    headers: { ...STORAGE_UNAVAILABLE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
