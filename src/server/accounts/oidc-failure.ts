import * as client from 'openid-client';
import type { RedirectSignInError } from './account-provider.ts';

/**
 * What an openid-client failure means for the visitor: the issuer unreachable, slow or failing
 * on its side ('unavailable'), or an answer that is wrong (an error such as invalid_grant for a
 * reused or forged code, or a token that fails validation: 'issuer-error'). The detail is for the
 * log: error codes and messages only, never tokens or secrets.
 */
export function failureOf(error: unknown): { error: RedirectSignInError; detail: string } {
  if (error instanceof client.AuthorizationResponseError) {
    return {
      error: error.error === 'access_denied' ? 'access-denied' : 'issuer-error',
      detail: error.error,
    };
  }
  if (error instanceof client.ResponseBodyError) {
    return { error: error.status >= 500 ? 'unavailable' : 'issuer-error', detail: error.error };
  }
  if (isNetworkFailure(error)) return { error: 'unavailable', detail: describe(error) };
  if (error instanceof client.ClientError && error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    return { error: 'unavailable', detail: describe(error) };
  }
  return { error: 'issuer-error', detail: describe(error) };
}

function isNetworkFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause !== undefined && depth < 5; depth += 1) {
    if (cause instanceof TypeError && /fetch failed/i.test(cause.message)) return true;
    if (cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
      return true;
    }
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return false;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}
