import { useT } from '../../i18n/i18n-context.tsx';
import { feedbackReportMessages } from './messages.ts';
import { reportHref, type ReportParams } from '../../../core/feedback/report-params.ts';
import styles from './feedback-report.module.css';

/** Previous and next links between pages of entries, each a shareable URL. */
export function ReportPagination({ params, pageCount }: { params: ReportParams; pageCount: number }) {
  const t = useT(feedbackReportMessages);
  if (pageCount <= 1 && params.page <= 1) return null;
  return (
    <nav
      aria-label={t('feedbackReport.pagination')}
      className={styles.pagination}
      data-testid="feedback-pagination"
    >
      {params.page > 1 && (
        <a
          href={reportHref({ ...params, page: Math.min(params.page - 1, Math.max(pageCount, 1)) })}
          rel="prev"
        >
          {t('feedbackReport.previous')}
        </a>
      )}
      <span data-testid="feedback-page-of">
        {t('feedbackReport.pageOf', { page: params.page, count: Math.max(pageCount, 1) })}
      </span>
      {params.page < pageCount && (
        <a href={reportHref({ ...params, page: params.page + 1 })} rel="next">
          {t('feedbackReport.next')}
        </a>
      )}
    </nav>
  );
}
