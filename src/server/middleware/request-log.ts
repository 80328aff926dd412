import type { Middleware } from './middleware.ts';

/** Logs one structured line per request, and turns an unexpected throw into a logged 500. */
export const requestLogMiddleware: Middleware = async (request, context, next) => {
  const started = performance.now();
  const url = new URL(request.url);
  let status = 500;
  try {
    const response = await next();
    status = response.status;
    return response;
  } catch (error) {
    context.log.error('request failed', { error, method: request.method, path: url.pathname });
    return new Response('Internal Server Error', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  } finally {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    context.log.info('request', { method: request.method, path: url.pathname, status, ms });
  }
};
