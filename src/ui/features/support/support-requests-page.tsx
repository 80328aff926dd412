import type { SupportListStatus } from '../../../schemas/support.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { supportMessages } from './messages.ts';
import { RequestList } from './request-list.tsx';
import { supportListHref } from '../../../core/support/support-list-params.ts';
import { cx } from '../../kit/class-names/class-names.ts';
import styles from './support-page.module.css';
import buttons from '../../styles/buttons.module.css';
import type { SupportRequestsPageProps } from '../../../core/support/support-types.ts';

const FILTERS: readonly {
  statuses: SupportListStatus;
  label: 'support.filter.open' | 'support.filter.closed' | 'support.filter.all';
}[] = [
  { statuses: 'open', label: 'support.filter.open' },
  { statuses: 'closed', label: 'support.filter.closed' },
  { statuses: 'all', label: 'support.filter.all' },
];

/**
 * The support request list (/support/requests?page=1&statuses=open), which the header's My
 * Requests control opens (spec §2.3): the signed-in user's requests filtered by open, closed or
 * all, a page at a time. Anonymous visitors get a sign-in link back here. Static HTML.
 */
export function SupportRequestsPage({ i18n, ...props }: SupportRequestsPageProps) {
  return (
    <I18nProvider value={i18n}>
      <RequestsBody {...props} />
    </I18nProvider>
  );
}

function Filters({ listPath, statuses }: { listPath: string; statuses: SupportListStatus }) {
  const t = useT(supportMessages);
  return (
    <nav aria-label={t('support.filterLabel')} className={styles.filters} data-testid="support-filters">
      {FILTERS.map((filter) => (
        <a
          key={filter.statuses}
          href={supportListHref(listPath, { page: 1, statuses: filter.statuses })}
          aria-current={filter.statuses === statuses ? 'page' : undefined}
          className={styles.filter}
        >
          {t(filter.label)}
        </a>
      ))}
    </nav>
  );
}

function Pagination(props: {
  listPath: string;
  page: number;
  statuses: SupportListStatus;
  hasNext: boolean;
}) {
  const t = useT(supportMessages);
  const { listPath, page, statuses } = props;
  if (page === 1 && !props.hasNext) return null;
  return (
    <nav aria-label={t('support.pagination')} className={styles.pagination} data-testid="support-pagination">
      {page > 1 && (
        <a href={supportListHref(listPath, { page: page - 1, statuses })} rel="prev">
          {t('support.previousPage')}
        </a>
      )}
      <span aria-current="page">{t('support.pageNumber', { page })}</span>
      {props.hasNext && (
        <a href={supportListHref(listPath, { page: page + 1, statuses })} rel="next">
          {t('support.nextPage')}
        </a>
      )}
    </nav>
  );
}

function RequestsBody(props: Omit<SupportRequestsPageProps, 'i18n'>) {
  const t = useT(supportMessages);
  const { query, list } = props;
  const firstPage = supportListHref(props.listPath, { page: 1, statuses: 'open' });
  let body;
  if (!props.signedIn) {
    body = (
      <>
        <p>{t('support.signInPrompt')}</p>
        <a
          href={props.loginHref}
          className={cx(buttons.primary, styles.action)}
          data-testid="support-sign-in"
        >
          {t('support.signInLink')}
        </a>
      </>
    );
  } else if (query === undefined) {
    body = (
      <div className={styles.alert} role="alert" data-testid="support-bad-query">
        <p>{t('support.badQuery')}</p>
        <p>
          <a href={firstPage}>{t('support.firstPage')}</a>
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <Filters listPath={props.listPath} statuses={query.statuses} />
        {list === undefined || !list.ok ? (
          <p data-testid="support-list-unavailable">{t('support.listUnavailable')}</p>
        ) : list.values.length === 0 ? (
          <p data-testid="support-no-requests">
            {t(query.page === 1 ? 'support.noRequests' : 'support.noRequestsOnPage')}
            {query.page > 1 && (
              <>
                {' '}
                <a href={supportListHref(props.listPath, { page: 1, statuses: query.statuses })}>
                  {t('support.firstPage')}
                </a>
              </>
            )}
          </p>
        ) : (
          <RequestList requests={list.values} />
        )}
        <Pagination
          listPath={props.listPath}
          page={query.page}
          statuses={query.statuses}
          hasNext={props.hasNextPage}
        />
      </>
    );
  }
  return (
    <div className={styles.page} data-testid="support-requests-page">
      <h1 className={styles.heading}>{t('support.requestsTitle')}</h1>
      <p className={styles.intro}>
        <a href={props.supportHref}>{t('support.requestsBack')}</a>
      </p>
      {body}
    </div>
  );
}
