import { isConsolePagePath } from '../../core/console/console-pages.ts';
import type { Middleware } from './middleware.ts';

/**
 * The console's answers are one developer's apps and credentials: never stored by a browser or
 * a shared cache (a client secret is in the answer to a create or rotate post), never indexed,
 * whichever page, status or error answers.
 */
export const consoleHeadersMiddleware: Middleware = async (request, _context, next) => {
  const response = await next();
  if (!isConsolePagePath(new URL(request.url).pathname)) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
