import { appIdOfDeploymentsPath } from '../console/deployments-api-path.ts';

/**
 * The authorization server's own endpoints (decision 0026 §5): their callers authenticate with
 * client credentials, a bearer token or the protocol's state, PKCE and interaction cookies, and
 * cannot hold the portal's CSRF token. The consent form (/oauth2/interaction/…) is a portal form
 * and is not among them. The authorization endpoint is one only when a form posts to it.
 */
const OAUTH_ENDPOINTS = new Set([
  '/oauth2/token',
  '/oauth2/token/revocation',
  '/oauth2/token/introspection',
  '/oauth2/me',
  '/oauth2/jwks',
]);

/**
 * Whether a request is for an API authenticated by its own credentials, never by the session
 * cookie, so CSRF does not apply and the session is not resumed: the Algolia-compatible search
 * API (/1/, docs/decisions/0010-search-api.md), whose clients send an application id and API
 * key; the OAuth 2.0 endpoints above; and the console's deployments API
 * (/api/console/apps/{appId}/deployments, decision 0028), which a CLI or CI calls with the app's
 * own client id and secret over HTTP Basic.
 */
export function isCredentialApi(request: Request): boolean {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/1/') || OAUTH_ENDPOINTS.has(pathname)) return true;
  if (appIdOfDeploymentsPath(pathname) !== undefined) return true;
  return pathname === '/oauth2/auth' && request.method === 'POST';
}
