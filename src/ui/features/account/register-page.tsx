import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { ACCOUNT_LIMITS } from './account-error.ts';
import { ErrorSummary, Field, HiddenFields } from './account-fields.tsx';
import type { AccountPageProps } from './account-page-props.ts';
import styles from './account-page.module.css';
import { accountMessages } from './messages.ts';

/** Props of {@link RegisterPage}. */
export interface RegisterPageProps extends AccountPageProps {
  /** Where the form posts (POST /api/account/register). */
  action: string;
  /** The sign-in page, with the same returnTo. */
  loginHref: string;
}

/** The registration page body (/account/register): a plain form that works without JavaScript. */
export function RegisterPage({ i18n, ...props }: RegisterPageProps) {
  return (
    <I18nProvider value={i18n}>
      <RegisterBody {...props} />
    </I18nProvider>
  );
}

function RegisterBody({
  csrfToken,
  returnTo,
  error,
  portalName,
  action,
  loginHref,
}: Omit<RegisterPageProps, 'i18n'>) {
  const t = useT(accountMessages);
  const badEmail = error === 'invalid-email';
  const badName = error === 'screen-name-invalid';
  const badPassword = error === 'password-too-short' || error === 'password-too-long';
  return (
    <div className={styles.page} data-testid="register-page">
      <h1 className={styles.heading}>{t('account.registerTitle')}</h1>
      <p className={styles.intro}>{t('account.registerIntro', { portalName })}</p>
      <ErrorSummary error={error} onField={badEmail || badName || badPassword} />
      <form
        id="register-form"
        method="post"
        action={action}
        className={styles.form}
        data-testid="register-form"
      >
        <HiddenFields csrfToken={csrfToken} returnTo={returnTo} />
        <Field
          name="email"
          type="email"
          label={t('account.email')}
          autoComplete="email"
          invalid={badEmail}
          firstInvalid
        />
        <Field
          name="screenName"
          type="text"
          label={t('account.screenName')}
          hint={t('account.screenNameHint')}
          autoComplete="nickname"
          maxLength={ACCOUNT_LIMITS.maxScreenName}
          invalid={badName}
          firstInvalid
        />
        <Field
          name="password"
          type="password"
          label={t('account.password')}
          hint={t('account.passwordHint', { min: ACCOUNT_LIMITS.minPassword })}
          autoComplete="new-password"
          minLength={ACCOUNT_LIMITS.minPassword}
          maxLength={ACCOUNT_LIMITS.maxPassword}
          invalid={badPassword}
          firstInvalid
        />
        <button type="submit" className={styles.button} data-testid="register-submit">
          {t('account.registerSubmit')}
        </button>
      </form>
      <p className={styles.alternative}>
        {t('account.haveAccount')} <a href={loginHref}>{t('account.signInLink')}</a>
      </p>
    </div>
  );
}
