import { appAvatarUrl } from '../../../core/console/app-avatar-path.ts';
import { Avatar } from '../../kit/avatar/avatar.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { problemsOf, type AppFormState } from './app-form-state.ts';
import { CsrfField, Field, FormErrors, INTENT_FIELD, Notice, problemFor } from './form-parts.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';
import buttons from './console-buttons.module.css';

/** The file field and intents the server's app-avatar-form.ts reads. */
const FIELD = 'avatar';
const UPLOAD = 'avatar';
const REMOVE = 'avatar-remove';

/** Props of {@link AppAvatarSection}. */
export interface AppAvatarSectionProps {
  state: AppFormState;
  /** The app's avatar file id; without one the ship icon shows and there is nothing to remove. */
  avatarFileId: string | undefined;
}

/**
 * The settings tab's "App avatar": the current avatar (square, the ship icon when there is
 * none), a multipart upload form and a remove form, both plain posts with the CSRF token so they
 * work without JavaScript. Viewers see the avatar only.
 */
export function AppAvatarSection({ state, avatarFileId }: AppAvatarSectionProps) {
  const t = useT(consoleMessages);
  const problems = state.refused?.status === 400 ? problemsOf(state, UPLOAD) : [];
  return (
    <div className={styles.section} data-testid="console-avatar">
      <h3 className={styles.sectionHeading}>{t('console.avatar.heading')}</h3>
      {state.done === UPLOAD && <Notice testId="console-avatar-saved">{t('console.avatar.saved')}</Notice>}
      {state.done === REMOVE && (
        <Notice testId="console-avatar-removed">{t('console.avatar.removed')}</Notice>
      )}
      <Avatar
        appearance="square"
        size={64}
        src={appAvatarUrl(avatarFileId)}
        name={t('console.avatar.current')}
      />
      {state.canEdit && (
        <>
          <FormErrors form={FIELD} problems={problems} />
          <form
            method="post"
            action={state.action}
            encType="multipart/form-data"
            className={styles.form}
            data-testid="console-avatar-form"
          >
            <CsrfField token={state.csrfToken} />
            <Field
              form={FIELD}
              name={FIELD}
              label={t('console.avatar.file')}
              hint={t('console.avatar.hint')}
              required
              problem={problemFor(problems, FIELD)}
            >
              {(aria) => (
                <input
                  {...aria}
                  className={styles.input}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  required
                />
              )}
            </Field>
            <button type="submit" name={INTENT_FIELD} value={UPLOAD} className={buttons.button}>
              {t('console.avatar.upload')}
            </button>
          </form>
          {avatarFileId !== undefined && (
            <form method="post" action={state.action} data-testid="console-avatar-remove-form">
              <CsrfField token={state.csrfToken} />
              <button type="submit" name={INTENT_FIELD} value={REMOVE} className={buttons.secondaryButton}>
                {t('console.avatar.remove')}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
