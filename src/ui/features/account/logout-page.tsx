import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { HiddenFields } from './account-fields.tsx';
import type { AccountPageProps } from './account-page-props.ts';
import styles from './account-page.module.css';
import { accountMessages } from './messages.ts';

/** Props of {@link LogoutPage}. */
export interface LogoutPageProps extends Omit<AccountPageProps, 'error' | 'portalName'> {
  /** The signed-in screen name; undefined when nobody is signed in. */
  screenName: string | undefined;
  /** Where the form posts (POST /api/account/logout). */
  action: string;
  /** The sign-in page, for the signed-out state. */
  loginHref: string;
}

/**
 * The logout page body (/account/logout, docs/decisions/0011): a GET never signs out (a link or
 * image on another site could otherwise sign readers out); it asks, and the button posts the
 * form with the CSRF token. Signed out already: says so, with a sign-in link.
 */
export function LogoutPage({ i18n, ...props }: LogoutPageProps) {
  return (
    <I18nProvider value={i18n}>
      <LogoutBody {...props} />
    </I18nProvider>
  );
}

function LogoutBody({ csrfToken, returnTo, screenName, action, loginHref }: Omit<LogoutPageProps, 'i18n'>) {
  const t = useT(accountMessages);
  if (screenName === undefined) {
    return (
      <div className={styles.page} data-testid="logout-page">
        <h1 className={styles.heading}>{t('account.logoutTitle')}</h1>
        <p data-testid="signed-out-message">{t('account.signedOut')}</p>
        <p>
          <a href={loginHref}>{t('account.signInAgain')}</a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="logout-page">
      <h1 className={styles.heading}>{t('account.logoutTitle')}</h1>
      <p className={styles.intro}>{t('account.logoutConfirm', { screenName })}</p>
      <form method="post" action={action} className={styles.actions} data-testid="logout-form">
        <HiddenFields csrfToken={csrfToken} returnTo={returnTo} />
        <button type="submit" className={styles.button} data-testid="logout-submit">
          {t('account.logoutSubmit')}
        </button>
        <a href={returnTo}>{t('account.logoutCancel')}</a>
      </form>
    </div>
  );
}
