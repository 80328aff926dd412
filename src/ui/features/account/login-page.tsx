import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { ErrorSummary, Field, HiddenFields } from './account-fields.tsx';
import type { AccountPageProps } from './account-page-props.ts';
import styles from './account-page.module.css';
import { accountMessages } from './messages.ts';

/** Props of {@link LoginPage}. */
export interface LoginPageProps extends AccountPageProps {
  /** Where the form posts (POST /api/account/login). */
  action: string;
  /** The registration page, with the same returnTo. */
  registerHref: string;
}

/**
 * The sign-in page body (/account/login?returnTo=). Static HTML, not an island: a plain form that
 * posts email, password, the CSRF token and returnTo, so it works without JavaScript.
 */
export function LoginPage({ i18n, ...props }: LoginPageProps) {
  return (
    <I18nProvider value={i18n}>
      <LoginBody {...props} />
    </I18nProvider>
  );
}

function LoginBody({
  csrfToken,
  returnTo,
  error,
  waitSeconds,
  portalName,
  action,
  registerHref,
}: Omit<LoginPageProps, 'i18n'>) {
  const t = useT(accountMessages);
  const wrong = error === 'invalid-credentials';
  return (
    <div className={styles.page} data-testid="login-page">
      <h1 className={styles.heading}>{t('account.loginTitle')}</h1>
      <p className={styles.intro}>{t('account.loginIntro', { portalName })}</p>
      <ErrorSummary error={error} waitSeconds={waitSeconds} onField={wrong} />
      <form id="login-form" method="post" action={action} className={styles.form} data-testid="login-form">
        <HiddenFields csrfToken={csrfToken} returnTo={returnTo} />
        <Field
          name="email"
          type="email"
          label={t('account.email')}
          autoComplete="username"
          invalid={wrong}
          firstInvalid
        />
        <Field
          name="password"
          type="password"
          label={t('account.password')}
          autoComplete="current-password"
          invalid={wrong}
        />
        <button type="submit" className={styles.button} data-testid="login-submit">
          {t('account.loginSubmit')}
        </button>
      </form>
      <p className={styles.alternative}>
        {t('account.noAccount')} <a href={registerHref}>{t('account.registerLink')}</a>
      </p>
    </div>
  );
}
