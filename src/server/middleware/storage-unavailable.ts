import { storageUnavailableResponse } from '../http/storage-unavailable-response.ts';
import { isStorageUnavailable } from '../storage/storage-unavailable.ts';
import type { Middleware } from './middleware.ts';

/**
 * Turns a database outage that no handler caught into a 503 with Retry-After (JSON under the API
 * prefixes) instead of a 500, so every route gets the same clear answer without each one
 * repeating it. Handlers that catch errors themselves tell outages apart with isStorageUnavailable.
 */
export const storageUnavailableMiddleware: Middleware = async (request, context, next) => {
  try {
    return await next();
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    context.log.warn('storage_unavailable', { path: new URL(request.url).pathname, error: String(error) });
    return storageUnavailableResponse(request);
  }
};
