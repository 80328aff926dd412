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

/** Id of the error summary's message: the accessible description of every field in error. */
export const ACCOUNT_ERROR_MESSAGE_ID = 'account-error-message';

/**
 * A labelled input of the account forms, with an optional hint linked by aria-describedby. A
 * field in error is marked invalid and described by the error summary's message first; the first
 * field in error takes focus when the page loads (`autofocus`, so it works without script).
 */
export function Field(props: {
  name: string;
  type: 'email' | 'password' | 'text';
  label: string;
  autoComplete: string;
  hint?: string;
  invalid?: boolean;
  /** This is the first field in error: focus starts here. */
  firstInvalid?: boolean;
  maxLength?: number;
  minLength?: number;
}) {
  const id = `account-${props.name}`;
  const hintId = props.hint === undefined ? undefined : `${id}-hint`;
  const invalid = props.invalid === true;
  // The check line stays empty unless the browser's own checks refuse the field (AccountFormChecks).
  const checkId = `${id}-check`;
  const describedBy = [invalid ? ACCOUNT_ERROR_MESSAGE_ID : undefined, checkId, hintId]
    .filter(Boolean)
    .join(' ');
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
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        autoFocus={invalid && props.firstInvalid === true}
        maxLength={props.maxLength}
        minLength={props.minLength}
        required
      />
      <span id={checkId} className={styles.check} />
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

/**
 * The error summary shown above a form after a refused post (announced as an alert). Its message
 * describes the fields in error; when no field is at fault (`onField` false: too many attempts,
 * a busy server) focus starts on the summary itself.
 */
export function ErrorSummary({
  error,
  waitSeconds = 0,
  onField = false,
}: {
  error: AccountErrorCode | undefined;
  waitSeconds?: number | undefined;
  onField?: boolean;
}): ReactNode {
  const t = useT(accountMessages);
  if (error === undefined) return null;
  return (
    <div
      className={styles.error}
      role="alert"
      data-testid="account-error"
      {...(onField ? {} : { tabIndex: -1, autoFocus: true })}
    >
      <h2 className={styles.errorTitle}>{t('account.errorTitle')}</h2>
      <p id={ACCOUNT_ERROR_MESSAGE_ID}>
        {t(ACCOUNT_ERROR_MESSAGES[error], {
          min: ACCOUNT_LIMITS.minPassword,
          max: error === 'screen-name-invalid' ? ACCOUNT_LIMITS.maxScreenName : ACCOUNT_LIMITS.maxPassword,
          seconds: waitSeconds,
        })}
      </p>
    </div>
  );
}
