import { useT } from '../../i18n/i18n-context.tsx';
import type {
  RatingDistribution,
  ReportSummary as Summary,
} from '../../../core/feedback/feedback-report-types.ts';
import { cx } from '../../kit/class-names/class-names.ts';
import { feedbackReportMessages } from './messages.ts';
import styles from './feedback-report.module.css';

const SCORES = [1, 2, 3, 4, 5] as const;

/** Counts per rating, 1 (Unusable) to 5 (Excellent), as a short list. */
export function Distribution({ counts, testId }: { counts: RatingDistribution; testId?: string }) {
  const t = useT(feedbackReportMessages);
  return (
    <ul className={styles.distribution} aria-label={t('feedbackReport.distribution')} data-testid={testId}>
      {SCORES.map((score) => (
        <li key={score} data-score={score}>
          {t('feedbackReport.distributionItem', {
            score,
            label: t(`feedbackReport.rating.${score}`),
            count: counts[score - 1]!,
          })}
        </li>
      ))}
    </ul>
  );
}

/** The average rating in words, or that there are none. */
export function Average({ value }: { value: number | null }) {
  const t = useT(feedbackReportMessages);
  return (
    <>
      {value === null ? t('feedbackReport.noRatings') : t('feedbackReport.averageValue', { average: value })}
    </>
  );
}

/** Totals over everything the filters match. */
export function ReportSummary({ summary }: { summary: Summary }) {
  const t = useT(feedbackReportMessages);
  const items: [string, string, React.ReactNode][] = [
    ['total', t('feedbackReport.total'), summary.total],
    ['average', t('feedbackReport.average'), <Average key="average" value={summary.average} />],
    ['rated', t('feedbackReport.rated'), summary.rated],
    ['pages', t('feedbackReport.pages'), summary.pages],
    ['page-feedback', t('feedbackReport.type.page'), summary.pageFeedback],
    ['ai-feedback', t('feedbackReport.type.ai'), summary.aiFeedback],
    [
      'forwarding',
      t('feedbackReport.forwarding'),
      t('feedbackReport.forwardingValue', { ...summary.forwarding }),
    ],
  ];
  return (
    <section aria-labelledby="feedback-summary" className={styles.section}>
      <h2 id="feedback-summary" className={styles.subheading}>
        {t('feedbackReport.summary')}
      </h2>
      <dl className={styles.summary} data-testid="feedback-summary">
        {items.map(([id, label, value]) => (
          <div
            key={id}
            className={cx(styles.summaryItem, id === 'forwarding' && styles.summaryWide)}
            data-testid={`feedback-summary-${id}`}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Distribution counts={summary.distribution} testId="feedback-summary-distribution" />
    </section>
  );
}
