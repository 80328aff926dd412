import { MAX_CALLBACK_URLS_PER_APP } from '../../../core/console/index.ts';
import { MAX_CALLBACK_URL_LENGTH } from '../../../schemas/console.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { fieldsOf, problemsOf, type AppFormState } from './app-form-state.ts';
import { ConsoleTabHeading } from './console-app-shell.tsx';
import { CsrfField, Field, FormErrors, INTENT_FIELD, Notice, postedText, problemFor } from './form-parts.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';
import buttons from './console-buttons.module.css';

/** Props of {@link AuthorizationTab}. */
export interface AuthorizationTabProps {
  state: AppFormState;
  callbackUrls: readonly string[];
}

/**
 * The authorization tab (feature flag authorizationTab): the app's callback URLs, each with a
 * remove button, and a form to add one (https, or http on a loopback host; at most
 * {@link MAX_CALLBACK_URLS_PER_APP}).
 */
export function AuthorizationTab({ state, callbackUrls }: AuthorizationTabProps) {
  const t = useT(consoleMessages);
  const problems = problemsOf(state, 'add');
  const removeProblems = problemsOf(state, 'remove');
  return (
    <>
      <ConsoleTabHeading>{t('console.authorization.heading')}</ConsoleTabHeading>
      <p className={styles.intro}>{t('console.authorization.intro')}</p>
      {state.done === 'add' && <Notice testId="console-url-added">{t('console.authorization.added')}</Notice>}
      {state.done === 'remove' && (
        <Notice testId="console-url-removed">{t('console.authorization.removed')}</Notice>
      )}
      {state.refused?.status === 403 && (
        <p className={styles.alert} role="alert" data-testid="console-forbidden">
          {t('console.forbidden')}
        </p>
      )}
      <FormErrors form="remove" problems={state.refused?.status === 400 ? removeProblems : []} />
      <div className={styles.section}>
        <h3 className={styles.sectionHeading}>{t('console.authorization.listHeading')}</h3>
        {callbackUrls.length === 0 ? (
          <p data-testid="console-no-urls">{t('console.authorization.none')}</p>
        ) : (
          <ul className={styles.list} data-testid="console-callback-urls">
            {callbackUrls.map((url) => (
              <li key={url} className={`${styles.card} ${styles.row}`}>
                <code>{url}</code>
                {state.canEdit && (
                  <form method="post" action={state.action} className={styles.inlineForm}>
                    <CsrfField token={state.csrfToken} />
                    <input type="hidden" name="callbackUrl" value={url} />
                    <button
                      type="submit"
                      name={INTENT_FIELD}
                      value="remove"
                      className={buttons.secondaryButton}
                      aria-label={t('console.authorization.removeLabel', { url })}
                    >
                      {t('console.authorization.remove')}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.hint}>{t('console.authorization.quota', { max: MAX_CALLBACK_URLS_PER_APP })}</p>
      </div>
      {state.canEdit && (
        <div className={styles.section}>
          <FormErrors form="add" problems={state.refused?.status === 400 ? problems : []} />
          <form
            method="post"
            action={state.action}
            className={styles.form}
            data-testid="console-add-url-form"
          >
            <CsrfField token={state.csrfToken} />
            <Field
              form="add"
              name="callbackUrl"
              label={t('console.authorization.url')}
              hint={t('console.authorization.urlHint')}
              required
              problem={problemFor(problems, 'callbackUrl')}
            >
              {(aria) => (
                <input
                  {...aria}
                  className={styles.input}
                  type="url"
                  inputMode="url"
                  defaultValue={postedText(fieldsOf(state, 'add'), 'callbackUrl')}
                  maxLength={MAX_CALLBACK_URL_LENGTH}
                  required
                />
              )}
            </Field>
            <button type="submit" name={INTENT_FIELD} value="add" className={buttons.button}>
              {t('console.authorization.add')}
            </button>
          </form>
        </div>
      )}
    </>
  );
}
