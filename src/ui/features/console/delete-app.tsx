import { useT } from '../../i18n/i18n-context.tsx';
import { problemsOf, type AppFormState } from './app-form-state.ts';
import { ConsoleTabHeading } from './console-app-shell.tsx';
import { CsrfField, Field, FormErrors, problemFor } from './form-parts.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';
import buttons from './console-buttons.module.css';

/** Props of {@link DeleteApp}. */
export interface DeleteAppProps {
  state: AppFormState;
  appName: string;
}

/**
 * The delete tab (owner only): what deleting takes away, and a confirmation field where the
 * owner types the app's name before the delete button does anything.
 */
export function DeleteApp({ state, appName }: DeleteAppProps) {
  const t = useT(consoleMessages);
  const problems = state.refused?.status === 400 ? problemsOf(state, 'delete') : [];
  return (
    <>
      <ConsoleTabHeading>{t('console.delete.heading')}</ConsoleTabHeading>
      <p className={styles.intro}>{t('console.delete.explain')}</p>
      <FormErrors form="delete" problems={problems} />
      <form method="post" action={state.action} className={styles.form} data-testid="console-delete-form">
        <CsrfField token={state.csrfToken} />
        <Field
          form="delete"
          name="confirmName"
          label={t('console.delete.confirm', { name: appName })}
          required
          problem={problemFor(problems, 'confirmName')}
        >
          {(aria) => <input {...aria} className={styles.input} type="text" autoComplete="off" required />}
        </Field>
        <button type="submit" className={buttons.dangerButton} data-testid="console-delete-submit">
          {t('console.delete.submit')}
        </button>
      </form>
    </>
  );
}
