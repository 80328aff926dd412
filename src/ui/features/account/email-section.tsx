import styles from './account-page.module.css';
import { CSRF_FORM_FIELD } from './account-error.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { emailVerificationMessages } from './email-verification-messages.ts';

/** Props of {@link EmailSection}. */
export interface EmailSectionProps {
  csrfToken: string;
  email: string;
  emailVerified: boolean;
  /** Built-in accounts change their address here; an issuer's accounts at the issuer. */
  canChange: boolean;
  /** POST /api/account/email. */
  changeAction: string;
  /** POST /api/account/verification. */
  resendAction: string;
  /** Marks the change form's fields invalid after a refusal. */
  emailInvalid: boolean;
  passwordInvalid: boolean;
}

/**
 * The profile page's email section: the address, whether it is verified (employee access needs
 * it), "send a new link" while it is not, and the change form (new address and current
 * password). Plain forms, no JavaScript needed; rendered inside the profile page's provider.
 */
export function EmailSection(props: EmailSectionProps) {
  const t = useT(emailVerificationMessages);
  const csrf = <input type="hidden" name={CSRF_FORM_FIELD} value={props.csrfToken} />;
  return (
    <section className={styles.section} aria-labelledby="profile-email-heading" data-testid="profile-email">
      <h2 id="profile-email-heading" className={styles.sectionHeading}>
        {t('emailVerification.heading')}
      </h2>
      {props.email !== '' && <p>{t('emailVerification.current', { email: props.email })}</p>}
      <p data-testid="email-state" data-verified={String(props.emailVerified)}>
        <strong>
          {t(props.emailVerified ? 'emailVerification.stateVerified' : 'emailVerification.stateUnverified')}
        </strong>
        {!props.emailVerified && props.canChange && <> {t('emailVerification.unverifiedHint')}</>}
      </p>
      {!props.canChange && <p className={styles.hint}>{t('emailVerification.issuerHint')}</p>}
      {!props.emailVerified && props.canChange && (
        <form method="post" action={props.resendAction}>
          {csrf}
          <button type="submit" className={styles.secondaryButton} data-testid="email-resend">
            {t('emailVerification.resend')}
          </button>
        </form>
      )}
      {props.canChange && (
        <form method="post" action={props.changeAction} className={styles.form} data-testid="email-form">
          {csrf}
          <span id="profile-email-hint" className={styles.hint}>
            {t('emailVerification.changeHint')}
          </span>
          <div className={styles.field}>
            <label htmlFor="profile-new-email" className={styles.label}>
              {t('emailVerification.newEmail')}
            </label>
            <input
              id="profile-new-email"
              name="email"
              type="email"
              className={styles.input}
              autoComplete="email"
              aria-describedby="profile-email-hint"
              aria-invalid={props.emailInvalid ? true : undefined}
              required
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="profile-current-password" className={styles.label}>
              {t('emailVerification.currentPassword')}
            </label>
            <input
              id="profile-current-password"
              name="password"
              type="password"
              className={styles.input}
              autoComplete="current-password"
              aria-invalid={props.passwordInvalid ? true : undefined}
              required
            />
          </div>
          <button type="submit" className={styles.button} data-testid="email-submit">
            {t('emailVerification.change')}
          </button>
        </form>
      )}
    </section>
  );
}
