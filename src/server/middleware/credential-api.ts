import { appIdOfDeploymentsPath } from '../console/deployments-api-path.ts';

/**
 * Whether a request is for an API that authenticates by credentials, never with the session
 * cookie, so CSRF does not apply and the session is not resumed:
 * - the Algolia-compatible search API (/1/, docs/decisions/0010-search-api.md), whose clients
 *   (algoliasearch, search-insights, the search modal) send an application id and API key in
 *   headers or query parameters;
 * - the console's deployments API (/api/console/apps/{appId}/deployments, decision 0028), which a
 *   CLI or CI calls with the app's own client id and secret over HTTP Basic.
 */
export function isCredentialApi(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname.startsWith('/1/') || appIdOfDeploymentsPath(pathname) !== undefined;
}
