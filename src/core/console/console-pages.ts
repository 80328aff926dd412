import type { ConsoleTab } from './console-features.ts';

/** The developer's app list (spec §2.1). */
export const MY_APPS_PATH = '/console/myapps/';
/** The create-app page (spec §2.1). */
export const CREATE_APP_PATH = '/apps/create';

/** The developer terms an app's creator accepts (a page of the content). */
export const DEVELOPER_TERMS_PATH = '/platform/marketplace/atlassian-developer-terms/';

/** A page of an app in the console: a tab of the tab bar, or the delete confirmation. */
export type ConsolePageTab = ConsoleTab | 'delete';

/** The URL segment of each page under /console/myapps/{appId}/ ('' for the overview). */
const SEGMENT: Readonly<Record<ConsolePageTab, string>> = {
  overview: '',
  settings: 'settings/',
  authorization: 'authorization/',
  permissions: 'permissions/',
  distribution: 'distribution/',
  environments: 'environments/',
  'outbound-auth': 'outbound-auth/',
  members: 'members/',
  audit: 'audit-log/',
  delete: 'delete/',
};

/** The path of an app's page, e.g. /console/myapps/{appId}/settings/. */
export function appPagePath(appId: string, tab: ConsolePageTab = 'overview'): string {
  return `${MY_APPS_PATH}${encodeURIComponent(appId)}/${SEGMENT[tab]}`;
}

/**
 * Pages of the console: forms there post back to the page itself (method guard), and answers
 * are never cached or indexed (console headers).
 */
export function isConsolePagePath(pathname: string): boolean {
  return (
    pathname === '/console' ||
    pathname.startsWith('/console/') ||
    pathname === '/apps' ||
    pathname.startsWith('/apps/')
  );
}

/** A link of an app page's tab bar. */
export interface ConsoleTabLink {
  tab: ConsolePageTab;
  href: string;
}
