import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_LIMITS,
  CSRF_FORM_FIELD,
  type AccountErrorCode,
} from './account-error.ts';
import styles from './account-page.module.css';
import { accountMessages } from './messages.ts';

/** A labelled input of the account forms, with an optional hint linked by aria-describedby. */
export function Field(props: {
  name: string;
  type: 'email' | 'password' | 'text';
  label: string;
  autoComplete: string;
  hint?: string;
  invalid?: boolean;
  maxLength?: number;
  minLength?: number;
}) {
  const id = `account-${props.name}`;
  const hintId = props.hint === undefined ? undefined : `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.hint !== undefined && (
        <span id={hintId} className={styles.hint}>
          {props.hint}
        </span>
      )}
      <input
        id={id}
        name={props.name}
        type={props.type}
        className={styles.input}
        autoComplete={props.autoComplete}
        aria-describedby={hintId}
        aria-invalid={props.invalid === true ? true : undefined}
        maxLength={props.maxLength}
        minLength={props.minLength}
        required
      />
    </div>
  );
}

/** The hidden fields every account form posts: the CSRF token and the same-origin returnTo. */
export function HiddenFields({ csrfToken, returnTo }: { csrfToken: string; returnTo: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FORM_FIELD} value={csrfToken} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

/** The error summary shown above a form after a refused post (announced as an alert). */
export function ErrorSummary({
  error,
  waitSeconds = 0,
}: {
  error: AccountErrorCode | undefined;
  waitSeconds?: number | undefined;
}): ReactNode {
  const t = useT(accountMessages);
  if (error === undefined) return null;
  return (
    <div className={styles.error} role="alert" data-testid="account-error">
      <h2 className={styles.errorTitle}>{t('account.errorTitle')}</h2>
      <p>
        {t(ACCOUNT_ERROR_MESSAGES[error], {
          min: ACCOUNT_LIMITS.minPassword,
          max: error === 'screen-name-invalid' ? ACCOUNT_LIMITS.maxScreenName : ACCOUNT_LIMITS.maxPassword,
          seconds: waitSeconds,
        })}
      </p>
    </div>
  );
}
