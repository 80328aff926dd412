import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import styles from './account-page.module.css';
import { accountMessages } from './messages.ts';
import { SIGN_IN_ERROR_MESSAGES, type SignInErrorCode } from './profile-status.ts';

/** Props of {@link SignInErrorPage}. */
export interface SignInErrorPageProps {
  error: SignInErrorCode;
  /** The login page with the attempt's returnTo (a new attempt). */
  retryHref: string;
  /** The attempt's same-origin returnTo. */
  continueHref: string;
  i18n: I18nPayload;
}

/**
 * Why a sign-in at the identity provider did not complete (/account/callback, or the login page
 * when the provider cannot be reached): static HTML with a way to try again and a way back.
 */
export function SignInErrorPage({ i18n, ...props }: SignInErrorPageProps) {
  return (
    <I18nProvider value={i18n}>
      <SignInErrorBody {...props} />
    </I18nProvider>
  );
}

function SignInErrorBody({ error, retryHref, continueHref }: Omit<SignInErrorPageProps, 'i18n'>) {
  const t = useT(accountMessages);
  return (
    <div className={styles.page} data-testid="sign-in-error-page">
      <h1 className={styles.heading}>{t('account.callbackTitle')}</h1>
      <div className={styles.error} role="alert" data-testid="account-error" data-error={error}>
        <p>{t(SIGN_IN_ERROR_MESSAGES[error])}</p>
      </div>
      <p className={styles.actions}>
        <a href={retryHref} className={styles.button} data-testid="sign-in-retry">
          {t('account.signInAgain')}
        </a>
        <a href={continueHref}>{t('account.callbackContinue')}</a>
      </p>
    </div>
  );
}
