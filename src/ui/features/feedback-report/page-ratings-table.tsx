import { useT } from '../../i18n/i18n-context.tsx';
import type { PageRatings } from '../../../core/feedback/feedback-report-types.ts';
import { feedbackReportMessages } from './messages.ts';
import { PageLink } from './page-link.tsx';
import { FormattedTime } from './formatted-time.tsx';
import { Average, Distribution } from './report-summary.tsx';
import styles from './feedback-report.module.css';

/** Ratings and comment counts per page, pages with the most feedback first. */
export function PageRatingsTable({ pages, limit }: { pages: readonly PageRatings[]; limit: number }) {
  const t = useT(feedbackReportMessages);
  const title = t('feedbackReport.perPage');
  return (
    <section aria-labelledby="feedback-per-page" className={styles.section}>
      <h2 id="feedback-per-page" className={styles.subheading}>
        {title}
      </h2>
      {pages.length >= limit && <p className={styles.note}>{t('feedbackReport.perPageLimit', { limit })}</p>}
      <div
        className={styles.scroller}
        role="region"
        aria-label={t('feedbackReport.scrollRegion', { table: title })}
        tabIndex={0}
      >
        <table className={styles.table} data-testid="feedback-pages">
          <thead>
            <tr>
              <th scope="col">{t('feedbackReport.column.page')}</th>
              <th scope="col">{t('feedbackReport.column.product')}</th>
              <th scope="col">{t('feedbackReport.column.count')}</th>
              <th scope="col">{t('feedbackReport.column.average')}</th>
              <th scope="col">{t('feedbackReport.column.distribution')}</th>
              <th scope="col">{t('feedbackReport.column.latest')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.path ?? ''} data-testid="feedback-page-row" data-path={page.path ?? ''}>
                <th scope="row">
                  {page.path === undefined ? (
                    t('feedbackReport.noPage')
                  ) : (
                    <>
                      <PageLink path={page.path} title={page.title} />
                      <span className={styles.path}>{page.path}</span>
                    </>
                  )}
                </th>
                <td>{page.productTitle ?? ''}</td>
                <td data-testid="feedback-page-count">
                  {page.count}
                  {page.ai > 0 && (
                    <span className={styles.path}>{t('feedbackReport.aiCount', { count: page.ai })}</span>
                  )}
                </td>
                <td data-testid="feedback-page-average">
                  <Average value={page.average} />
                </td>
                <td>
                  <Distribution counts={page.distribution} />
                </td>
                <td>
                  <FormattedTime iso={page.lastAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
