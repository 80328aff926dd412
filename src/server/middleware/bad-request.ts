import type { Middleware } from './middleware.ts';

/**
 * Refuses requests whose path cannot be decoded or holds control characters with a clear 400,
 * so no handler ever sees them (bad input is a 400, never a 5xx).
 */
export const badRequestMiddleware: Middleware = async (request, _context, next) => {
  const { pathname } = new URL(request.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return badRequest('The request path is not valid percent-encoding.');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.length > 2048) {
    return badRequest('The request path holds characters that no page uses.');
  }
  return next();
};

function badRequest(message: string): Response {
  return new Response(`Bad request: ${message}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
