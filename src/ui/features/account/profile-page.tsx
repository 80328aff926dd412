import { Avatar } from '../../kit/avatar/avatar.tsx';
import { EmailSection } from './email-section.tsx';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { CSRF_FORM_FIELD } from './account-error.ts';
import styles from './account-page.module.css';
import { accountMessages } from './messages.ts';
import {
  PROFILE_ERROR_MESSAGES,
  PROFILE_SAVED_MESSAGES,
  type ProfileErrorCode,
  type ProfileSavedCode,
} from './profile-status.ts';

/** Props of {@link ProfilePage}. */
export interface ProfilePageProps {
  csrfToken: string;
  email: string;
  screenName: string;
  avatarUrl: string | undefined;
  /** Whether the avatar is the reader's own upload (which they may remove). */
  canRemoveAvatar: boolean;
  error?: ProfileErrorCode | undefined;
  saved?: ProfileSavedCode | undefined;
  /** Where the screen-name form posts (POST /api/account/profile). */
  screenNameAction: string;
  /** Where the avatar forms post (POST /api/account/avatar, multipart). */
  avatarAction: string;
  limits: { maxAvatarKb: number; maxScreenName: number };
  /** The email section: verification state, "send a new link" and the change form. */
  emailSection: { emailVerified: boolean; canChange: boolean; changeAction: string; resendAction: string };
  /** Carries the email section's strings too (emailVerificationMessages). */
  i18n: I18nPayload;
}

/**
 * The profile page body (/account/profile, spec §3 Account.avatarUrl, §8): the reader's screen
 * name and avatar. Static HTML, not an island: plain forms (the avatar one multipart) that post
 * the CSRF token as a field, so it all works without JavaScript. The outcome of the last post is
 * announced above the forms.
 */
export function ProfilePage({ i18n, ...props }: ProfilePageProps) {
  return (
    <I18nProvider value={i18n}>
      <ProfileBody {...props} />
    </I18nProvider>
  );
}

function ProfileBody(props: Omit<ProfilePageProps, 'i18n'>) {
  const t = useT(accountMessages);
  const { csrfToken, error, saved, limits } = props;
  const avatarInvalid = error === 'avatar-missing' || error === 'avatar-too-large' || error === 'avatar-type';
  const nameInvalid = error === 'missing-fields' || error === 'screen-name-invalid';
  const csrf = <input type="hidden" name={CSRF_FORM_FIELD} value={csrfToken} />;
  return (
    <div className={styles.page} data-testid="profile-page">
      <h1 className={styles.heading}>{t('account.profileTitle')}</h1>
      <p className={styles.intro}>
        {props.email === ''
          ? t('account.profileIntroNoEmail')
          : t('account.profileIntro', { email: props.email })}
      </p>
      {error !== undefined && (
        <div className={styles.error} role="alert" data-testid="account-error" data-error={error}>
          <h2 className={styles.errorTitle}>{t('account.errorTitle')}</h2>
          <p>{t(PROFILE_ERROR_MESSAGES[error], { maxKb: limits.maxAvatarKb, max: limits.maxScreenName })}</p>
        </div>
      )}
      {saved !== undefined && error === undefined && (
        <div className={styles.saved} role="status" data-testid="profile-saved" data-saved={saved}>
          <h2 className={styles.errorTitle}>{t('account.savedTitle')}</h2>
          <p>{t(PROFILE_SAVED_MESSAGES[saved])}</p>
        </div>
      )}

      <section className={styles.section} aria-labelledby="profile-avatar-heading">
        <h2 id="profile-avatar-heading" className={styles.sectionHeading}>
          {t('account.avatarHeading')}
        </h2>
        <div className={styles.avatarRow} data-testid="profile-avatar">
          <Avatar src={props.avatarUrl} size={96} name={t('account.avatarCurrent')} />
          {props.canRemoveAvatar && (
            <form method="post" action={props.avatarAction} encType="multipart/form-data">
              {csrf}
              <input type="hidden" name="remove" value="1" />
              <button type="submit" className={styles.secondaryButton} data-testid="avatar-remove">
                {t('account.avatarRemove')}
              </button>
            </form>
          )}
        </div>
        <form
          method="post"
          action={props.avatarAction}
          encType="multipart/form-data"
          className={styles.form}
          data-testid="avatar-form"
        >
          {csrf}
          <div className={styles.field}>
            <label htmlFor="profile-avatar-file" className={styles.label}>
              {t('account.avatarFile')}
            </label>
            <span id="profile-avatar-hint" className={styles.hint}>
              {t('account.avatarHint', { maxKb: limits.maxAvatarKb })}
            </span>
            <input
              id="profile-avatar-file"
              name="avatar"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className={styles.fileInput}
              aria-describedby="profile-avatar-hint"
              aria-invalid={avatarInvalid ? true : undefined}
              required
            />
          </div>
          <button type="submit" className={styles.button} data-testid="avatar-submit">
            {t('account.avatarUpload')}
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="profile-name-heading">
        <h2 id="profile-name-heading" className={styles.sectionHeading}>
          {t('account.screenNameHeading')}
        </h2>
        <form
          method="post"
          action={props.screenNameAction}
          className={styles.form}
          data-testid="screen-name-form"
        >
          {csrf}
          <div className={styles.field}>
            <label htmlFor="profile-screen-name" className={styles.label}>
              {t('account.screenName')}
            </label>
            <span id="profile-screen-name-hint" className={styles.hint}>
              {t('account.screenNameHint')}
            </span>
            <input
              id="profile-screen-name"
              name="screenName"
              type="text"
              className={styles.input}
              defaultValue={props.screenName}
              autoComplete="nickname"
              maxLength={limits.maxScreenName}
              aria-describedby="profile-screen-name-hint"
              aria-invalid={nameInvalid ? true : undefined}
              required
            />
          </div>
          <button type="submit" className={styles.button} data-testid="screen-name-submit">
            {t('account.screenNameSave')}
          </button>
        </form>
      </section>
      <EmailSection
        csrfToken={csrfToken}
        email={props.email}
        {...props.emailSection}
        emailInvalid={
          error === 'email-invalid' || error === 'email-unavailable' || error === 'email-unchanged'
        }
        passwordInvalid={error === 'wrong-password'}
      />
    </div>
  );
}
