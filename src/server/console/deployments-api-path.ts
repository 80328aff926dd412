/** Where a CLI or CI reports an app's deployments and reads them back (decision 0028). */
export function deploymentsApiPath(appId: string): string {
  return `/api/console/apps/${encodeURIComponent(appId)}/deployments`;
}

const DEPLOYMENTS_API = /^\/api\/console\/apps\/([^/]+)\/deployments\/?$/;

/** The app id of a deployments API path, or undefined for any other path. */
export function appIdOfDeploymentsPath(pathname: string): string | undefined {
  const match = DEPLOYMENTS_API.exec(pathname);
  if (match === null) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}
