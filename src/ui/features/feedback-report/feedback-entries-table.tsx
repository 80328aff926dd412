import { useT } from '../../i18n/i18n-context.tsx';
import type { FeedbackEntry } from '../../../core/feedback/feedback-report-types.ts';
import { FormattedTime } from './formatted-time.tsx';
import { feedbackReportMessages } from './messages.ts';
import { PageLink } from './page-link.tsx';
import styles from './feedback-report.module.css';

function Tracker({ forward }: { forward: FeedbackEntry['forward'] }) {
  const t = useT(feedbackReportMessages);
  const label = t(`feedbackReport.status.${forward.state}`);
  const error = forward.lastError ?? '';
  return (
    <span data-testid="feedback-entry-tracker" data-state={forward.state}>
      {forward.state === 'forwarded' && forward.key !== undefined && forward.url !== undefined ? (
        <a href={forward.url} rel="noopener noreferrer">
          {forward.key}
        </a>
      ) : (
        label
      )}
      {forward.state === 'pending' && forward.attempts > 0 && (
        <span className={styles.path}>
          {t('feedbackReport.retrying', { attempts: forward.attempts, error })}
        </span>
      )}
      {forward.state === 'failed' && (
        <span className={styles.path}>
          {t('feedbackReport.failedAfter', { attempts: forward.attempts, error })}
        </span>
      )}
    </span>
  );
}

/** One feedback per row, newest first: when, what kind, which page, the rating and the comment. */
export function FeedbackEntriesTable({ entries }: { entries: readonly FeedbackEntry[] }) {
  const t = useT(feedbackReportMessages);
  const title = t('feedbackReport.entries');
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-label={t('feedbackReport.scrollRegion', { table: title })}
      tabIndex={0}
    >
      <table className={styles.table} data-testid="feedback-entries">
        <thead>
          <tr>
            <th scope="col">{t('feedbackReport.column.received')}</th>
            <th scope="col">{t('feedbackReport.column.type')}</th>
            <th scope="col">{t('feedbackReport.column.page')}</th>
            <th scope="col">{t('feedbackReport.column.rating')}</th>
            <th scope="col">{t('feedbackReport.column.comment')}</th>
            <th scope="col">{t('feedbackReport.column.tracker')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="feedback-entry" data-kind={entry.kind} data-id={entry.id}>
              <td>
                <FormattedTime iso={entry.receivedAt} />
              </td>
              <td data-testid="feedback-entry-type">{t(`feedbackReport.type.${entry.kind}`)}</td>
              <td>
                {entry.path === undefined ? (
                  t('feedbackReport.noPage')
                ) : (
                  <>
                    <PageLink path={entry.path} title={entry.title} />
                    {entry.productTitle !== undefined && (
                      <span className={styles.path}>{entry.productTitle}</span>
                    )}
                  </>
                )}
              </td>
              <td data-testid="feedback-entry-rating">
                {entry.rating === null
                  ? t('feedbackReport.noRating')
                  : t('feedbackReport.ratingValue', {
                      rating: entry.rating,
                      label: t(`feedbackReport.rating.${entry.rating as 1 | 2 | 3 | 4 | 5}`),
                    })}
              </td>
              <td className={styles.comment} data-testid="feedback-entry-comment">
                {entry.comment === '' ? (
                  <span className={styles.path}>{t('feedbackReport.noComment')}</span>
                ) : (
                  entry.comment
                )}
                {entry.aiFeedbackType !== undefined && (
                  <span className={styles.path}>
                    {t('feedbackReport.aiType', { type: entry.aiFeedbackType })}
                  </span>
                )}
                {entry.aiSubject !== undefined && (
                  <span className={styles.path}>
                    {t('feedbackReport.aiSubject', { subject: entry.aiSubject })}
                  </span>
                )}
              </td>
              <td>
                <Tracker forward={entry.forward} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
