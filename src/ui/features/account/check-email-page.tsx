import styles from './account-page.module.css';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { emailVerificationMessages } from './email-verification-messages.ts';

/** Props of {@link CheckEmailPage}. */
export interface CheckEmailPageProps {
  /** The login page, with the registration's returnTo. */
  signInHref: string;
  i18n: I18nPayload;
}

/**
 * After registering (/account/check-email): the same page whether the address was new or already
 * had an account, so it tells nobody which. Static HTML.
 */
export function CheckEmailPage({ i18n, signInHref }: CheckEmailPageProps) {
  return (
    <I18nProvider value={i18n}>
      <CheckEmailBody signInHref={signInHref} />
    </I18nProvider>
  );
}

function CheckEmailBody({ signInHref }: { signInHref: string }) {
  const t = useT(emailVerificationMessages);
  return (
    <div className={styles.page} data-testid="check-email-page">
      <h1 className={styles.heading}>{t('emailVerification.checkTitle')}</h1>
      <p className={styles.intro} role="status">
        {t('emailVerification.checkBody')}
      </p>
      <p>{t('emailVerification.checkSignIn')}</p>
      <p className={styles.actions}>
        <a href={signInHref} className={styles.button} data-testid="check-email-sign-in">
          {t('emailVerification.signIn')}
        </a>
      </p>
    </div>
  );
}
