import { isConsolePagePath } from '../../core/console/console-pages.ts';
import { isApiPath } from './api-errors.ts';
import type { Middleware } from './middleware.ts';

const PAGE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Pages are read-only: any other method gets 405 with an Allow header, instead of a render or a
 * confusing 403. API routes (api-errors.ts) decide for themselves, and so do the console's pages,
 * whose forms post back to the page so that a refused post re-renders it with its errors and a
 * new client secret is shown in the answer to the post (decisions/0027).
 */
export const methodGuardMiddleware: Middleware = async (request, _context, next) => {
  const { pathname } = new URL(request.url);
  if (
    PAGE_METHODS.has(request.method) ||
    isApiPath(pathname) ||
    (request.method === 'POST' && isConsolePagePath(pathname))
  ) {
    return next();
  }
  return new Response(`Method ${request.method} is not allowed on pages.\n`, {
    status: 405,
    headers: { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
