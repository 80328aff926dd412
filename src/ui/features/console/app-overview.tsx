import { Avatar } from '../../kit/avatar/avatar.tsx';
import { appAvatarUrl } from '../../../core/console/app-avatar-path.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import type { ConsoleApp } from '../../../schemas/console.ts';
import { ConsoleTabHeading } from './console-app-shell.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';

/** Props of {@link AppOverview}. */
export interface AppOverviewProps {
  app: ConsoleApp;
  owner: { email: string };
  createdAt: string;
}

/** A date and time in the reader's locale, UTC, so the server and the reader agree. */
export function formatInstant(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale.replace('_', '-').replace('en-ZZ', 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** The app's overview tab: name, description, avatar, type, owner, status and dates (spec §3). */
export function AppOverview({ app, owner, createdAt }: AppOverviewProps) {
  const t = useT(consoleMessages);
  const locale = useLocale();
  return (
    <>
      <ConsoleTabHeading>{t('console.overview.heading')}</ConsoleTabHeading>
      {/* Square, as for apps (spec §3 Avatar); decorative: the name is the page's heading. */}
      <Avatar appearance="square" size={48} src={appAvatarUrl(app.avatarFileId)} />
      <dl className={styles.details} data-testid="console-overview">
        <dt>{t('console.overview.description')}</dt>
        <dd>{app.description === '' ? t('console.overview.noDescription') : app.description}</dd>
        <dt>{t('console.overview.type')}</dt>
        <dd>{t(`console.appType.${app.appType}`)}</dd>
        <dt>{t('console.overview.owner')}</dt>
        <dd>{owner.email}</dd>
        <dt>{t('console.overview.status')}</dt>
        <dd>{t(`console.status.${app.distributionStatus}`)}</dd>
        <dt>{t('console.overview.created')}</dt>
        <dd>
          <time dateTime={createdAt}>{formatInstant(createdAt, locale)}</time>
        </dd>
        <dt>{t('console.overview.updated')}</dt>
        <dd>
          <time dateTime={app.updatedAt}>{formatInstant(app.updatedAt, locale)}</time>
        </dd>
      </dl>
    </>
  );
}
