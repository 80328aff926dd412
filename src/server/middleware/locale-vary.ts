import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '../page-cache/public-page.ts';
import type { Middleware } from './middleware.ts';

/** The request headers a page's locale comes from (see locale.ts). */
export const LOCALE_VARY = ['Cookie', 'Accept-Language'] as const;

/** Adds `names` to a Vary header value, keeping what is there and never listing one twice. */
export function mergeVary(current: string | null, names: readonly string[]): string {
  const listed = (current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (listed.includes('*')) return '*';
  const lower = new Set(listed.map((name) => name.toLowerCase()));
  return [...listed, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(', ');
}

/**
 * Pages are rendered in the reader's locale (cookie, else Accept-Language), so an HTML answer
 * says it varies by both. A page its builder marked public (locals.pageCache, for anonymous
 * readers only) that answers 200 without setting a cookie may be kept by shared caches too;
 * every other page by the browser only (`private`), so no cache ever hands one reader's page to
 * another. An answer that chose its own Cache-Control keeps it; other answers are left alone.
 */
export const localeVaryMiddleware: Middleware = async (_request, context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.set('Vary', mergeVary(headers.get('vary'), LOCALE_VARY));
  const publicPage =
    context.locals.pageCache === 'public' && response.status === 200 && !headers.has('set-cookie');
  if (!headers.has('cache-control'))
    headers.set('Cache-Control', publicPage ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
