import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { ExternalIcon } from '../../kit/icons/external-icon.tsx';
import { languageTag } from '../../../core/i18n/locale.ts';
import { contentLinkMessages } from '../../kit/content-link/messages.ts';
import { supportMessages } from './messages.ts';
import styles from './support-page.module.css';
import type { SupportRequestView } from '../../../core/support/support-types.ts';

function CreatedOn({ iso }: { iso: string }) {
  const t = useT(supportMessages);
  const date = new Intl.DateTimeFormat(languageTag(useLocale()), { dateStyle: 'medium', timeZone: 'UTC' });
  return <time dateTime={iso}>{t('support.createdOn', { date: date.format(new Date(iso)) })}</time>;
}

/**
 * A list of support requests: key, open or closed, the service desk's status, summary and
 * creation date, and a link to the request at the service desk when it has a portal of its own.
 * Static HTML (rendered on the server).
 */
export function RequestList({ requests }: { requests: readonly SupportRequestView[] }) {
  const t = useT(supportMessages);
  const tLayout = useT(contentLinkMessages);
  return (
    <ol className={styles.requests} data-testid="support-requests">
      {requests.map((request) => (
        <li
          key={request.issueKey}
          className={styles.request}
          data-testid="support-request"
          data-key={request.issueKey}
          data-state={request.closed ? 'closed' : 'open'}
        >
          <p className={styles.requestHead}>
            <span className={styles.requestKey}>{request.issueKey}</span>
            <span className={styles.state} data-state={request.closed ? 'closed' : 'open'}>
              {t(request.closed ? 'support.stateClosed' : 'support.stateOpen')}
            </span>
            <span className={styles.meta}>
              {t('support.statusLabel', {
                status: request.statusMessage === undefined ? request.status : t(request.statusMessage),
              })}
            </span>
          </p>
          <p className={styles.requestSummary}>{request.summary}</p>
          <p className={styles.meta}>
            <CreatedOn iso={request.createdAt} />
          </p>
          {request.webUrl !== undefined && (
            <a href={request.webUrl} target="_blank" rel="noopener noreferrer" className={styles.meta}>
              {t('support.viewAtServiceDesk', { key: request.issueKey })}
              <ExternalIcon />
              <span className="visually-hidden"> {tLayout('layout.opensInNewTab')}</span>
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
