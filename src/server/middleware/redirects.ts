import { normaliseRoute } from '../../core/content/page-route.ts';
import type { Middleware } from './middleware.ts';

/**
 * Answers content-configured redirects with a 301 (spec §5 redirects). Targets are validated at
 * build time as site paths or http(s) URLs, so this can never become an open redirect.
 */
export function redirectsMiddleware(lookup: () => Promise<Record<string, string>>): Middleware {
  return async (request, _context, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const url = new URL(request.url);
    const route = normaliseRoute(url.pathname);
    const target = route === undefined ? undefined : (await lookup())[route];
    if (target === undefined) return next();
    const location = target.startsWith('/')
      ? `${target.split('#')[0]}${url.search}${target.includes('#') ? `#${target.split('#')[1]}` : ''}`
      : target;
    return new Response(null, {
      status: 301,
      headers: { Location: location, 'Cache-Control': 'public, max-age=3600' },
    });
  };
}
