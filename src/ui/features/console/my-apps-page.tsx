import { Avatar } from '../../kit/avatar/avatar.tsx';
import { appAvatarUrl } from '../../../core/console/app-avatar-path.ts';
import { CREATE_APP_PATH, appPagePath } from '../../../core/console/console-pages.ts';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import type { ConsoleApp, MyAppsQuery } from '../../../schemas/console.ts';
import { I18nProvider, useLocale, useT } from '../../i18n/i18n-context.tsx';
import { formatInstant } from './app-overview.tsx';
import { Notice } from './form-parts.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';
import buttons from './console-buttons.module.css';

/** Props of {@link MyAppsPage}. */
export interface MyAppsPageProps {
  i18n: I18nPayload;
  /** The apps the query selects, in its order. */
  apps: readonly ConsoleApp[];
  /** How many apps the developer has before filtering (0: the empty state). */
  total: number;
  query: MyAppsQuery;
  /** Where the filter form sends its GET (the list's own path). */
  listPath: string;
  /** The list was reached after deleting an app. */
  deleted: boolean;
}

/**
 * /console/myapps/: the developer's apps (owned or shared with them). A GET form filters by
 * name or description, type and distribution status and sorts by name, type, status or last
 * update, so it works without JavaScript and every view has a URL. No apps: a clear empty state
 * with the way to create one.
 */
export function MyAppsPage({ i18n, ...props }: MyAppsPageProps) {
  return (
    <I18nProvider value={i18n}>
      <MyAppsBody {...props} />
    </I18nProvider>
  );
}

function MyAppsBody({ apps, total, query, listPath, deleted }: Omit<MyAppsPageProps, 'i18n'>) {
  const t = useT(consoleMessages);
  const locale = useLocale();
  return (
    <div className={styles.page} data-testid="console-my-apps">
      <div className={styles.row}>
        <h1 className={styles.heading}>{t('console.list.heading')}</h1>
        <a className={buttons.button} href={CREATE_APP_PATH} data-testid="console-create-link">
          {t('console.list.create')}
        </a>
      </div>
      {deleted && <Notice testId="console-deleted">{t('console.list.deleted')}</Notice>}
      {total === 0 ? (
        <div className={styles.card} data-testid="console-empty">
          <p>{t('console.list.empty')}</p>
          <p>
            <a href={CREATE_APP_PATH}>{t('console.list.emptyAction')}</a>
          </p>
        </div>
      ) : (
        <>
          <FilterForm query={query} listPath={listPath} />
          <p className={styles.meta} role="status" data-testid="console-count">
            {t('console.list.count', { shown: apps.length, total })}
          </p>
          {apps.length === 0 ? (
            <p data-testid="console-no-match">{t('console.list.noMatch')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('console.list.caption')} data-testid="console-app-list">
              {apps.map((app) => (
                <li key={app.id} className={styles.card}>
                  <div className={styles.titled}>
                    {/* Square, as for apps (spec §4); decorative: the name follows. */}
                    <Avatar appearance="square" size={32} src={appAvatarUrl(app.avatarFileId)} />
                    <h2 className={styles.sectionHeading}>
                      <a href={appPagePath(app.id)}>{app.name}</a>
                    </h2>
                  </div>
                  <p className={styles.meta}>
                    {t(`console.appType.${app.appType}`)}
                    {' · '}
                    {t(`console.status.${app.distributionStatus}`)}
                    {' · '}
                    {t('console.list.updated')}{' '}
                    <time dateTime={app.updatedAt}>{formatInstant(app.updatedAt, locale)}</time>
                  </p>
                  {app.description !== '' && <p>{app.description}</p>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function FilterForm({ query, listPath }: { query: MyAppsQuery; listPath: string }) {
  const t = useT(consoleMessages);
  return (
    <form
      method="get"
      action={listPath}
      className={styles.section}
      aria-label={t('console.list.filtersLabel')}
    >
      <div className={styles.filters}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="console-list-q">
            {t('console.list.search')}
          </label>
          <input
            id="console-list-q"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="console-list-type">
            {t('console.list.type')}
          </label>
          <select
            id="console-list-type"
            className={styles.select}
            name="type"
            defaultValue={query.type ?? ''}
          >
            <option value="">{t('console.list.anyType')}</option>
            <option value="oauth2">{t('console.appType.oauth2')}</option>
            <option value="forge">{t('console.appType.forge')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="console-list-status">
            {t('console.list.status')}
          </label>
          <select
            id="console-list-status"
            className={styles.select}
            name="status"
            defaultValue={query.status ?? ''}
          >
            <option value="">{t('console.list.anyStatus')}</option>
            <option value="development">{t('console.status.development')}</option>
            <option value="public">{t('console.status.public')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="console-list-sort">
            {t('console.list.sort')}
          </label>
          <select id="console-list-sort" className={styles.select} name="sort" defaultValue={query.sort}>
            <option value="updated">{t('console.list.sort.updated')}</option>
            <option value="name">{t('console.list.sort.name')}</option>
            <option value="type">{t('console.list.sort.type')}</option>
            <option value="distribution">{t('console.list.sort.distribution')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="console-list-dir">
            {t('console.list.direction')}
          </label>
          <select id="console-list-dir" className={styles.select} name="dir" defaultValue={query.dir ?? ''}>
            <option value="">{t('console.list.defaultOrder')}</option>
            <option value="asc">{t('console.list.asc')}</option>
            <option value="desc">{t('console.list.desc')}</option>
          </select>
        </div>
      </div>
      <div className={styles.row}>
        <button type="submit" className={buttons.button}>
          {t('console.list.apply')}
        </button>
        <a href={listPath}>{t('console.list.reset')}</a>
      </div>
    </form>
  );
}
