import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { feedbackReportMessages } from './messages.ts';
import styles from './feedback-report.module.css';

/** Props of {@link ReportForbidden}. */
export interface ReportForbiddenProps {
  i18n: I18nPayload;
  screenName: string;
  vendorName: string;
  /** The logout page, returning here once signed out. */
  switchAccountHref: string;
}

/** The 403 body of the report for a signed-in reader who is not an employee. */
export function ReportForbidden({ i18n, ...props }: ReportForbiddenProps) {
  return (
    <I18nProvider value={i18n}>
      <Body {...props} />
    </I18nProvider>
  );
}

function Body({ screenName, vendorName, switchAccountHref }: Omit<ReportForbiddenProps, 'i18n'>) {
  const t = useT(feedbackReportMessages);
  return (
    <div className={styles.page} data-testid="feedback-report-forbidden">
      <h1 className={styles.title}>{t('feedbackReport.forbiddenHeading')}</h1>
      <p>{t('feedbackReport.forbiddenText', { screenName, vendorName })}</p>
      <ul className={styles.links}>
        <li>
          <a href={switchAccountHref}>{t('feedbackReport.switchAccount')}</a>
        </li>
        <li>
          <a href="/">{t('feedbackReport.home')}</a>
        </li>
      </ul>
    </div>
  );
}
