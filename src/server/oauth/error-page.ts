import { OAUTH_PREFIX } from './node-bridge.ts';

/** The portal page that explains a failed authorization request (src/pages/oauth2/error.astro). */
export const OAUTH_ERROR_PATH = `${OAUTH_PREFIX}/error`;

/** The OAuth 2.0 and OpenID Connect error codes the page names; anything else reads as the first. */
const KNOWN_CODES = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_scope',
  'invalid_target',
  'invalid_redirect_uri',
  'unauthorized_client',
  'unsupported_response_type',
  'access_denied',
  'login_required',
  'consent_required',
  'interaction_required',
  'server_error',
  'temporarily_unavailable',
]);

/** `code` when it is a known error code, else invalid_request: the page never echoes input. */
export function knownErrorCode(code: string | null | undefined): string {
  return code !== null && code !== undefined && KNOWN_CODES.has(code) ? code : 'invalid_request';
}

/**
 * Where a browser goes when an authorization request fails before the app can be told (an
 * unknown client, a callback URL the app does not have): the portal's own page, with the error
 * code only. oidc-provider's description is left out, since it may echo request input, and its
 * built-in page (inline style) is never sent (decision 0026 §5).
 */
export function oauthErrorLocation(code: string | undefined): string {
  return `${OAUTH_ERROR_PATH}?${new URLSearchParams({ code: knownErrorCode(code) })}`;
}
