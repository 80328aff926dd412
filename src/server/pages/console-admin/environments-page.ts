import { deploymentsApiPath } from '../../console/deployments-api-path.ts';
import type { EnvironmentsProps } from '../../../ui/features/console-admin/environments-panel.tsx';
import type { AdminPageSpec } from '../console-admin-route-data.ts';

/** How many recent deployments the page lists per environment. */
export const RECENT_DEPLOYMENTS = 5;

/**
 * The commands a CI runs against the deployments API (decision 0028): the app's client id in the
 * command, the secret only as `$CLIENT_SECRET`, to be filled from the CI's secret store.
 */
export function deploymentCommands(origin: string, appId: string, clientId: string) {
  const url = `${origin}${deploymentsApiPath(appId)}`;
  const user = `"${clientId}:$CLIENT_SECRET"`;
  const body = '{"environment":"PRODUCTION","status":"DONE","version":"1.0.0"}';
  return {
    recordCommand: [
      `curl --fail-with-body -u ${user} \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '${body}' \\`,
      `  ${url}`,
    ].join('\n'),
    listCommand: `curl --fail-with-body -u ${user} '${url}?limit=5'`,
  };
}

/**
 * The environments page of a Forge app (the shell shows the tab for Forge apps only): each of
 * DEVELOPMENT, STAGING and PRODUCTION with the status and time of its last deployment and the
 * few before it, and how to report deployments with the API.
 */
export const environmentsPage: AdminPageSpec<EnvironmentsProps> = {
  async props(context, page) {
    const { view, registry, developer } = context;
    const history = await registry.deploymentHistory(
      view.app.id,
      { accountId: developer.actor.id },
      RECENT_DEPLOYMENTS,
    );
    // Absolute URLs come from PUBLIC_URL; without it, from the address the developer is using.
    const origin = (await page.locals.services.publicOrigin(page.request)) ?? page.url.origin;
    return {
      environments: history.map((entry) => ({
        type: entry.environment,
        last: entry.deployments[0],
        recent: entry.deployments,
      })),
      ...deploymentCommands(origin, view.app.id, view.clientId),
    };
  },
};
