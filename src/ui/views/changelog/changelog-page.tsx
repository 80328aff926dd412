import { MARKUP } from '../../../core/markdown/markup.ts';
import { I18nProvider, useLocale, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { formatContentDate } from './content-date.ts';
import { ChangelogFilterForm } from './changelog-filter-form.tsx';
import type { ChangelogListEntry, ChangelogViewData } from './changelog-page-types.ts';
import { changelogMessages } from './messages.ts';
import styles from './changelog-page.module.css';

/** Props of {@link ChangelogPage}. */
export interface ChangelogPageProps extends ChangelogViewData {
  i18n: I18nPayload;
  /** The page's own path, the form's action. */
  path: string;
}

/**
 * The universal changelog (spec §2.1): filters, feed links, one page of entries newest first
 * and page links, rendered on the server only. Nothing here needs JavaScript.
 */
export function ChangelogPage(props: ChangelogPageProps) {
  return (
    <I18nProvider value={props.i18n}>
      <Body {...props} />
    </I18nProvider>
  );
}

function Entry({ entry }: { entry: ChangelogListEntry }) {
  const t = useT(changelogMessages);
  const locale = useLocale();
  return (
    <li>
      <article id={entry.id} aria-labelledby={`${entry.id}-title`} className={styles.entry}>
        <h2 id={`${entry.id}-title`} className={styles.entryTitle}>
          <a href={entry.url}>{entry.title}</a>
        </h2>
        <p className={styles.meta}>
          <time dateTime={entry.date}>{formatContentDate(entry.date, locale)}</time>
          <span className={styles.badge} data-type={entry.type}>
            {t(`changelog.type.${entry.type}`)}
          </span>
          {entry.breaking && <strong className={styles.breaking}>{t('changelog.breaking')}</strong>}
          {entry.removalDate !== undefined && (
            <span>{t('changelog.removalDate', { date: formatContentDate(entry.removalDate, locale) })}</span>
          )}
        </p>
        <p className={styles.meta}>
          <span>{t('changelog.inPackage', { product: entry.productName })}</span>
          <span>{t('changelog.apiGroupsLabel', { groups: entry.apiGroups.join(', ') })}</span>
        </p>
        <div className={MARKUP.rootClass} dangerouslySetInnerHTML={{ __html: entry.html }} />
      </article>
    </li>
  );
}

function Pagination(props: ChangelogPageProps) {
  const t = useT(changelogMessages);
  if (props.pageCount <= 1) return null;
  return (
    <nav
      aria-label={t('changelog.pagination')}
      className={styles.pagination}
      data-testid="changelog-pagination"
    >
      {props.previous !== undefined && (
        <a href={props.previous} rel="prev">
          {t('changelog.previous')}
        </a>
      )}
      {props.pages.map((link) => (
        <a
          key={link.page}
          href={link.href}
          aria-label={t('changelog.page', { page: link.page })}
          {...(link.page === props.page ? { 'aria-current': 'page' as const } : {})}
        >
          {link.page}
        </a>
      ))}
      {props.next !== undefined && (
        <a href={props.next} rel="next">
          {t('changelog.next')}
        </a>
      )}
    </nav>
  );
}

function Body(props: ChangelogPageProps) {
  const t = useT(changelogMessages);
  return (
    <div className={styles.page} data-testid="changelog-page">
      <h1 className={styles.title}>{t('changelog.title')}</h1>
      <p>{t('changelog.description')}</p>
      <ChangelogFilterForm filters={props.filters} action={props.path} />
      <section aria-labelledby="changelog-feeds" className={styles.feeds}>
        <h2 id="changelog-feeds" className={styles.feedsTitle}>
          {t('changelog.feeds')}
        </h2>
        <ul>
          <li>
            <a href={props.feeds.rss} type="application/rss+xml" data-testid="changelog-rss">
              {t('changelog.rss')}
            </a>
          </li>
          <li>
            <a href={props.feeds.atom} type="application/atom+xml" data-testid="changelog-atom">
              {t('changelog.atom')}
            </a>
          </li>
        </ul>
      </section>
      <p className={styles.count} data-testid="changelog-count">
        {t('changelog.count', { count: props.total })}
      </p>
      {props.entries.length === 0 ? (
        <div className={styles.empty} data-testid="changelog-empty">
          <p className={styles.emptyTitle}>{t('changelog.empty')}</p>
          <p>{t('changelog.emptyHelp')}</p>
          {props.filtered && <a href={props.path}>{t('changelog.clear')}</a>}
        </div>
      ) : (
        <ol className={styles.list} aria-label={t('changelog.entries')} data-testid="changelog-entries">
          {props.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pagination {...props} />
    </div>
  );
}
