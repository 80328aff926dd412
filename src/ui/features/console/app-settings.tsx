import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { AppDetails } from '../../../schemas/console.ts';
import { MAX_APP_NAME_LENGTH } from '../../../schemas/console.ts';
import { fieldsOf, problemsOf, type AppFormState } from './app-form-state.ts';
import { ConsoleTabHeading } from './console-app-shell.tsx';
import { AppAvatarSection } from './app-avatar-section.tsx';
import { CredentialsPanel } from './credentials-panel.tsx';
import { CsrfField, Field, FormErrors, INTENT_FIELD, Notice, postedText, problemFor } from './form-parts.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';
import buttons from './console-buttons.module.css';

/** Props of {@link AppSettings}. */
export interface AppSettingsProps {
  state: AppFormState;
  details: Pick<AppDetails, 'name' | 'description' | 'avatarFileId'>;
  clientId: string;
  /** Whether the developer may rotate the secret (owner and admins). */
  canRotate: boolean;
  /** Only in the answer to a rotation: the new secret, shown this once. */
  newSecret?: string | undefined;
  /** Copy buttons (islands), passed as named slots by the page shell. */
  copyClientId?: ReactNode;
  copyClientSecret?: ReactNode;
}

/**
 * The settings tab: the app's name and description, its avatar, its credentials (the client ID always, the
 * secret never but right after a rotation), and "Rotate secret" with what it does to the old one.
 */
export function AppSettings({
  state,
  details,
  clientId,
  canRotate,
  newSecret,
  copyClientId,
  copyClientSecret,
}: AppSettingsProps) {
  const t = useT(consoleMessages);
  const problems = problemsOf(state, 'details');
  const typed = fieldsOf(state, 'details');
  return (
    <>
      <ConsoleTabHeading>{t('console.settings.heading')}</ConsoleTabHeading>
      {state.done === 'details' && <Notice testId="console-saved">{t('console.settings.saved')}</Notice>}
      {newSecret !== undefined && <Notice testId="console-rotated">{t('console.settings.rotated')}</Notice>}
      {state.refused?.status === 403 && (
        <p className={styles.alert} role="alert" data-testid="console-forbidden">
          {t('console.forbidden')}
        </p>
      )}
      {!state.canEdit && <p className={styles.hint}>{t('console.settings.readOnly')}</p>}
      <div className={styles.section}>
        <h3 className={styles.sectionHeading}>{t('console.settings.details')}</h3>
        <FormErrors form="details" problems={state.refused?.status === 400 ? problems : []} />
        <form method="post" action={state.action} className={styles.form} data-testid="console-details-form">
          <CsrfField token={state.csrfToken} />
          <Field
            form="details"
            name="name"
            label={t('console.settings.name')}
            required
            problem={problemFor(problems, 'name')}
          >
            {(aria) => (
              <input
                {...aria}
                className={styles.input}
                type="text"
                defaultValue={typed === undefined ? details.name : postedText(typed, 'name')}
                maxLength={MAX_APP_NAME_LENGTH}
                readOnly={!state.canEdit}
                required
              />
            )}
          </Field>
          <Field
            form="details"
            name="description"
            label={t('console.settings.description')}
            problem={problemFor(problems, 'description')}
          >
            {(aria) => (
              <textarea
                {...aria}
                className={styles.textarea}
                rows={4}
                maxLength={1000}
                defaultValue={typed === undefined ? details.description : postedText(typed, 'description')}
                readOnly={!state.canEdit}
              />
            )}
          </Field>
          {state.canEdit && (
            <button type="submit" name={INTENT_FIELD} value="details" className={buttons.button}>
              {t('console.settings.save')}
            </button>
          )}
        </form>
      </div>
      <AppAvatarSection state={state} avatarFileId={details.avatarFileId} />
      <CredentialsPanel
        clientId={clientId}
        clientSecret={newSecret}
        copyClientId={copyClientId}
        copyClientSecret={copyClientSecret}
      />
      {canRotate && (
        <div className={styles.section}>
          <h3 className={styles.sectionHeading}>{t('console.settings.rotateHeading')}</h3>
          <p id="console-rotate-explain">{t('console.settings.rotateExplain')}</p>
          <form method="post" action={state.action} data-testid="console-rotate-form">
            <CsrfField token={state.csrfToken} />
            <button
              type="submit"
              name={INTENT_FIELD}
              value="rotate"
              className={buttons.secondaryButton}
              aria-describedby="console-rotate-explain"
            >
              {t('console.settings.rotate')}
            </button>
          </form>
        </div>
      )}
    </>
  );
}
