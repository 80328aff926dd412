import type { Middleware } from './middleware.ts';

/** Path prefixes answered by programs, not people: their errors are JSON (spec §8). */
export const API_PREFIXES: readonly string[] = ['/api/', '/gateway/', '/1/'];

/** Whether a path belongs to the JSON APIs. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The catch-all page route: under an API prefix it means no endpoint has this path. */
const CATCH_ALL_ROUTE = '/[...slug]';

const notFound = (pathname: string) =>
  Response.json(
    { error: `Not found: there is no API at ${pathname}.` },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * API paths never answer with the HTML 404 page: an unknown path under /api/, /gateway/ or /1/
 * gets a JSON 404 at once (the page is not even rendered), and any HTML error an endpoint route
 * still produced (Astro's own 404 for a method the endpoint does not export) becomes JSON with
 * the same status.
 */
export const apiErrorsMiddleware: Middleware = async (request, context, next) => {
  const { pathname } = new URL(request.url);
  if (!isApiPath(pathname)) return next();
  if (context.route === CATCH_ALL_ROUTE) return notFound(pathname);
  const response = await next();
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!html || response.status < 400) return response;
  await response.body?.cancel();
  if (response.status === 404) return notFound(pathname);
  return Response.json({ error: `The request to ${pathname} failed.` }, { status: response.status });
};
