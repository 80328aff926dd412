import styles from './account-page.module.css';
import { CSRF_FORM_FIELD } from './account-error.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { emailVerificationMessages } from './email-verification-messages.ts';
import { VERIFY_FAILURE_MESSAGES, type VerifyOutcome } from './verify-outcome.ts';

/** Props of {@link VerifyEmailPage}. */
export interface VerifyEmailPageProps {
  outcome: VerifyOutcome;
  /** Signed in: the resend form is offered here; else a sign-in link leading to the profile page. */
  signedIn: boolean;
  csrfToken: string;
  /** POST /api/account/verification. */
  resendAction: string;
  /** The login page, returning to the profile page (where the state and the resend form are). */
  signInHref: string;
  /** Where "Continue" leads once verified. */
  continueHref: string;
  i18n: I18nPayload;
}

/**
 * The page a verification link opens (/account/verify): static HTML, no JavaScript needed. A link
 * that cannot work says why and offers a new one.
 */
export function VerifyEmailPage({ i18n, ...props }: VerifyEmailPageProps) {
  return (
    <I18nProvider value={i18n}>
      <VerifyEmailBody {...props} />
    </I18nProvider>
  );
}

function VerifyEmailBody(props: Omit<VerifyEmailPageProps, 'i18n'>) {
  const t = useT(emailVerificationMessages);
  const { outcome } = props;
  if (outcome === 'verified') {
    return (
      <div className={styles.page} data-testid="verify-email-page" data-outcome={outcome}>
        <h1 className={styles.heading}>{t('emailVerification.verifiedTitle')}</h1>
        <p className={styles.intro} role="status">
          {t('emailVerification.verifiedBody')}
        </p>
        <p className={styles.actions}>
          <a
            href={props.signedIn ? props.continueHref : props.signInHref}
            className={styles.button}
            data-testid="verify-continue"
          >
            {t(props.signedIn ? 'emailVerification.continue' : 'emailVerification.signIn')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="verify-email-page" data-outcome={outcome}>
      <h1 className={styles.heading}>{t('emailVerification.failedTitle')}</h1>
      <div className={styles.error} role="alert" data-testid="account-error" data-error={outcome}>
        <p>{t(VERIFY_FAILURE_MESSAGES[outcome])}</p>
      </div>
      {props.signedIn ? (
        <form method="post" action={props.resendAction} className={styles.form}>
          <input type="hidden" name={CSRF_FORM_FIELD} value={props.csrfToken} />
          <button type="submit" className={styles.button} data-testid="verify-resend">
            {t('emailVerification.resend')}
          </button>
        </form>
      ) : (
        <p className={styles.actions}>
          <a href={props.signInHref} className={styles.button} data-testid="verify-sign-in">
            {t('emailVerification.resendSignIn')}
          </a>
        </p>
      )}
    </div>
  );
}
