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
 * says it varies by both, and may be kept by the browser only (`private`): a shared cache must
 * never hand one reader's French page to another. Other answers are left alone.
 */
export const localeVaryMiddleware: Middleware = async (_request, _context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.set('Vary', mergeVary(headers.get('vary'), LOCALE_VARY));
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'private, no-cache');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
