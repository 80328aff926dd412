import { timingSafeEqual } from 'node:crypto';
import { ApiRequestError } from './api-answer.ts';
import type { ApiCredentials } from './api-request.ts';
import { allowsIndex, ApiKeyError, verifySecuredApiKey, type KeyRestrictions } from './secured-api-key.ts';

/** What a verified key allows: nothing restricted for the parent key itself. */
export type ApiAccess = KeyRestrictions;

const INVALID = 'Invalid Application-ID or API key';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a request's credentials on every call: the application id must be the portal's, and the
 * key either the parent key (no restriction) or a secured key signed with it and still valid.
 * Throws ApiRequestError 403 with Algolia's wording otherwise.
 */
export function authorize(
  credentials: ApiCredentials,
  appId: string,
  parentKey: string,
  now: number,
): ApiAccess {
  if (credentials.appId === undefined || credentials.apiKey === undefined || credentials.appId !== appId)
    throw new ApiRequestError(403, INVALID);
  if (sameSecret(credentials.apiKey, parentKey)) return {};
  try {
    return verifySecuredApiKey(credentials.apiKey, parentKey, now);
  } catch (error) {
    if (error instanceof ApiKeyError) throw new ApiRequestError(error.status, error.message);
    throw error;
  }
}

/** Refuses an index the key is not restricted to (Algolia's wording). */
export function checkIndex(access: ApiAccess, indexName: string): void {
  if (!allowsIndex(access.restrictIndices, indexName))
    throw new ApiRequestError(403, 'Index not allowed with this API key');
}
