import { RegistryUnavailableError } from '../console/registry-unavailable-error.ts';
import { storageUnavailableResponse } from '../http/storage-unavailable-response.ts';
import { isStorageUnavailable } from '../storage/storage-unavailable.ts';
import type { Middleware } from './middleware.ts';

/** The 503's words while the vendor's app registry cannot answer (APP_REGISTRY=vendor). */
export const REGISTRY_UNAVAILABLE_MESSAGE = 'The app registry is unavailable. Try again shortly.';

/** The registry's outage in `error` or its causes, if any. */
function registryOutage(error: unknown): RegistryUnavailableError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof RegistryUnavailableError) return current;
  }
  return undefined;
}

/**
 * Turns a database outage, or an outage of the vendor's app registry, that no handler caught into
 * a 503 with Retry-After (JSON under the API prefixes) instead of a 500, so every route gets the
 * same clear answer without each one repeating it. Handlers that catch errors themselves tell
 * outages apart with isStorageUnavailable.
 */
export const storageUnavailableMiddleware: Middleware = async (request, context, next) => {
  try {
    return await next();
  } catch (error) {
    const path = new URL(request.url).pathname;
    const registry = registryOutage(error);
    if (registry !== undefined) {
      // The error's message names the operation and the vendor's status, never a credential.
      context.log.warn('app_registry_unavailable', {
        path,
        reason: registry.reason,
        error: registry.message,
      });
      return storageUnavailableResponse(request, REGISTRY_UNAVAILABLE_MESSAGE);
    }
    if (!isStorageUnavailable(error)) throw error;
    context.log.warn('storage_unavailable', { path, error: String(error) });
    return storageUnavailableResponse(request);
  }
};
