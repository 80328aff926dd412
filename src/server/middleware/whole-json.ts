import { compressSmall } from '../http/compress-small.ts';
import type { Middleware } from './middleware.ts';

/** Whether an answer is a JSON document (always built whole, never streamed). */
function isJson(response: Response): boolean {
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  return type.startsWith('application/json') || /^application\/[\w.+-]+\+json/.test(type);
}

/**
 * JSON answers leave whole, with their length, compressed in one step when large enough
 * (compress-small.ts). Astro writes a body as a stream with no length, so the server's
 * compression could not tell a 300-byte answer from a large one. It compressed every one through
 * a zlib stream of its own, a tenth of a banner-info answer's time. A stream that is not JSON
 * (an AI answer's events, a page) is left to the server.
 */
export const wholeJsonMiddleware: Middleware = async (request, _context, next) => {
  const response = await next();
  if (!isJson(response) || response.headers.has('content-length')) return response;
  return compressSmall(request, response);
};
