import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { FeedbackEntriesTable } from './feedback-entries-table.tsx';
import type { FeedbackReportData, ProductChoice } from '../../../core/feedback/feedback-report-types.ts';
import { feedbackReportMessages } from './messages.ts';
import { PageRatingsTable } from './page-ratings-table.tsx';
import { ReportFilterForm } from './report-filter-form.tsx';
import type { FeedbackReportOutcome } from '../../../core/feedback/report-outcome.ts';
import { exportHref, type ReportParamName, type ReportParams } from '../../../core/feedback/report-params.ts';
import { ReportPagination } from './report-pagination.tsx';
import { ReportSummary } from './report-summary.tsx';
import styles from './feedback-report.module.css';

/** Props of {@link FeedbackReportPage}: plain data from the page shell. */
export interface FeedbackReportPageProps {
  i18n: I18nPayload;
  values: Readonly<Partial<Record<ReportParamName, string>>>;
  products: readonly ProductChoice[];
  outcome: FeedbackReportOutcome;
}

/**
 * The employee feedback report (/feedback/), rendered on the server only: the filter form, a
 * summary, ratings per page and the individual entries with pagination. Nothing needs
 * JavaScript; the CSV export is a link with the same filters.
 */
export function FeedbackReportPage({ i18n, ...props }: FeedbackReportPageProps) {
  return (
    <I18nProvider value={i18n}>
      <Body {...props} />
    </I18nProvider>
  );
}

function Body({ values, products, outcome }: Omit<FeedbackReportPageProps, 'i18n'>) {
  const t = useT(feedbackReportMessages);
  return (
    <div className={styles.page} data-testid="feedback-report" data-outcome={outcome.kind}>
      <h1 className={styles.title}>{t('feedbackReport.heading')}</h1>
      <p className={styles.intro}>{t('feedbackReport.intro')}</p>
      <ReportFilterForm
        values={values}
        products={products}
        exportHref={outcome.kind === 'report' ? exportHref(outcome.params) : undefined}
      />
      {outcome.kind === 'invalid' && (
        <div className={styles.notice} role="alert" data-testid="feedback-report-invalid">
          <p className={styles.noticeTitle}>{t('feedbackReport.invalidHeading')}</p>
          <ul>
            {outcome.problems.map((problem) => (
              <li key={`${problem.param}-${problem.id}`}>
                {t(problem.id, { param: problem.param, value: problem.value })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {outcome.kind === 'error' && (
        <p className={styles.notice} role="alert" data-testid="feedback-report-error">
          {t('feedbackReport.loadError')}
        </p>
      )}
      {outcome.kind === 'report' && <Report params={outcome.params} data={outcome.data} />}
    </div>
  );
}

function Report({ params, data }: { params: ReportParams; data: FeedbackReportData }) {
  const t = useT(feedbackReportMessages);
  return (
    <>
      <ReportSummary summary={data.summary} />
      {data.pages.length > 0 && <PageRatingsTable pages={data.pages} limit={data.pageLimit} />}
      <section aria-labelledby="feedback-entries" className={styles.section}>
        <h2 id="feedback-entries" className={styles.subheading}>
          {t('feedbackReport.entries')}
        </h2>
        <p className={styles.note} data-testid="feedback-entry-count">
          {t('feedbackReport.entryCount', { count: data.summary.total })}
        </p>
        {data.entries.length === 0 ? (
          <p data-testid="feedback-no-entries">{t('feedbackReport.noEntries')}</p>
        ) : (
          <FeedbackEntriesTable entries={data.entries} />
        )}
        <ReportPagination params={params} pageCount={data.pageCount} />
      </section>
    </>
  );
}
