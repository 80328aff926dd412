import type { ReactNode } from 'react';
import type { ConsolePageTab, ConsoleTabLink } from '../../../core/console/console-pages.ts';
import { MY_APPS_PATH } from '../../../core/console/console-pages.ts';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import type { AppRole, AppType } from '../../../schemas/console.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { appAvatarUrl } from '../../../core/console/app-avatar-path.ts';
import { Avatar } from '../../kit/avatar/avatar.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';

/** The message naming each tab. */
export const TAB_MESSAGE = {
  overview: 'console.tab.overview',
  settings: 'console.tab.settings',
  authorization: 'console.tab.authorization',
  permissions: 'console.tab.permissions',
  distribution: 'console.tab.distribution',
  environments: 'console.tab.environments',
  'outbound-auth': 'console.tab.outboundAuth',
  members: 'console.tab.members',
  audit: 'console.tab.audit',
  delete: 'console.tab.delete',
} as const satisfies Record<ConsolePageTab, keyof typeof consoleMessages>;

/** What the shell shows of the app above its tabs. */
export interface ConsoleAppSummary {
  id: string;
  name: string;
  appType: AppType;
  /** The uploaded avatar's file id; without it the ship icon shows. */
  avatarFileId?: string | undefined;
}

/** Props of {@link ConsoleAppShell}. */
export interface ConsoleAppShellProps {
  /** `payloadFor(locale, ...CONSOLE_CATALOGUES)` (the route data's `i18n`). */
  i18n: I18nPayload;
  app: ConsoleAppSummary;
  role: AppRole;
  /** The page shown; its tab is marked `aria-current="page"`. */
  tab: ConsolePageTab;
  /** The tabs this developer gets, in order (the route data's `tabs`). */
  tabs: readonly ConsoleTabLink[];
  children: ReactNode;
}

/**
 * The frame of every app page of the console: a link back to the list, the app's name, type and
 * the developer's role, the tab bar (a list of links, so it works without JavaScript and reads
 * as navigation), then the page. Static, not an island.
 */
export function ConsoleAppShell({ i18n, ...props }: ConsoleAppShellProps) {
  return (
    <I18nProvider value={i18n}>
      <ShellBody {...props} />
    </I18nProvider>
  );
}

function ShellBody({ app, role, tab, tabs, children }: Omit<ConsoleAppShellProps, 'i18n'>) {
  const t = useT(consoleMessages);
  return (
    <div className={styles.page} data-testid="console-app" data-app-id={app.id}>
      <nav aria-label={t('console.breadcrumb')}>
        <p className={styles.breadcrumb}>
          <a href={MY_APPS_PATH}>{t('console.myAppsLink')}</a>
        </p>
      </nav>
      <div className={styles.titled}>
        {/* Square, as for apps (spec §4); decorative: the name is the heading beside it. */}
        <Avatar appearance="square" size={40} src={appAvatarUrl(app.avatarFileId)} />
        <h1 className={styles.heading} data-testid="console-app-name">
          {app.name}
        </h1>
      </div>
      <p className={styles.meta}>
        {t(`console.appType.${app.appType}`)}
        {' · '}
        {t('console.yourRole', { role: t(`console.role.${role}`) })}
      </p>
      <nav className={styles.tabs} aria-label={t('console.tabsLabel')} data-testid="console-tabs">
        <ul className={styles.tabList}>
          {tabs.map((link) => (
            <li key={link.tab}>
              <a
                className={styles.tabLink}
                href={link.href}
                aria-current={link.tab === tab ? 'page' : undefined}
                data-tab={link.tab}
              >
                {t(TAB_MESSAGE[link.tab])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="console-tab-heading">{children}</section>
    </div>
  );
}

/**
 * The heading of an app page's content, which the shell's section is labelled by: every tab
 * page renders exactly one.
 */
export function ConsoleTabHeading({ children }: { children: ReactNode }) {
  return (
    <h2 id="console-tab-heading" className={styles.subheading}>
      {children}
    </h2>
  );
}
