import type { ReactNode } from 'react';
import { appPagePath, MY_APPS_PATH } from '../../../core/console/console-pages.ts';
import type { FieldProblem } from '../../../core/console/index.ts';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { MAX_APP_NAME_LENGTH, type AppType } from '../../../schemas/console.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { CredentialsPanel } from './credentials-panel.tsx';
import { CsrfField, Field, fieldId, FormErrors, Notice, postedText, problemFor } from './form-parts.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';
import buttons from './console-buttons.module.css';

/** Props of {@link CreateAppPage}. */
export interface CreateAppPageProps {
  i18n: I18nPayload;
  csrfToken: string;
  /** Where the form posts (the page itself). */
  action: string;
  /** The developer terms the checkbox accepts. */
  termsHref: string;
  /** A refused post: its problems and what was typed. */
  refused?:
    { problems: readonly FieldProblem[]; fields: Readonly<Record<string, string | string[]>> } | undefined;
  /** The app just created, with its credentials: rendered in the answer to the post, once. */
  created?: { appId: string; name: string; clientId: string; clientSecret: string } | undefined;
  /** Copy buttons (islands) for the created credentials, passed as named slots. */
  copyClientId?: ReactNode;
  copyClientSecret?: ReactNode;
}

const FORM = 'create';

/**
 * /apps/create: choose "OAuth 2.0 integration" or "Forge app", name the app and accept the
 * terms; a plain POST form. After creating, the same answer shows the client ID and, this once,
 * the client secret, then links to the app.
 */
export function CreateAppPage({ i18n, ...props }: CreateAppPageProps) {
  return (
    <I18nProvider value={i18n}>
      {props.created === undefined ? (
        <CreateForm {...props} />
      ) : (
        <Created {...props} created={props.created} />
      )}
    </I18nProvider>
  );
}

function Created({
  created,
  copyClientId,
  copyClientSecret,
}: Omit<CreateAppPageProps, 'i18n'> & { created: NonNullable<CreateAppPageProps['created']> }) {
  const t = useT(consoleMessages);
  return (
    <div className={styles.page} data-testid="console-created">
      <h1 className={styles.heading}>{t('console.create.heading')}</h1>
      <Notice testId="console-created-notice">{t('console.create.created', { name: created.name })}</Notice>
      <CredentialsPanel
        clientId={created.clientId}
        clientSecret={created.clientSecret}
        copyClientId={copyClientId}
        copyClientSecret={copyClientSecret}
        headingLevel={2}
      />
      <p>
        <a className={buttons.button} href={appPagePath(created.appId)} data-testid="console-open-app">
          {t('console.create.openApp')}
        </a>
      </p>
    </div>
  );
}

function CreateForm({ csrfToken, action, termsHref, refused }: Omit<CreateAppPageProps, 'i18n'>) {
  const t = useT(consoleMessages);
  const problems = refused?.problems ?? [];
  const typed = refused?.fields;
  const kind = postedText(typed, 'appType');
  const kindProblem = problemFor(problems, 'appType');
  const termsProblem = problemFor(problems, 'acceptTerms');
  const kinds: readonly { value: AppType; hint: string }[] = [
    { value: 'oauth2', hint: t('console.create.oauth2Hint') },
    { value: 'forge', hint: t('console.create.forgeHint') },
  ];
  return (
    <div className={styles.page} data-testid="console-create">
      <nav aria-label={t('console.breadcrumb')}>
        <p className={styles.breadcrumb}>
          <a href={MY_APPS_PATH}>{t('console.myAppsLink')}</a>
        </p>
      </nav>
      <h1 className={styles.heading}>{t('console.create.heading')}</h1>
      <p className={styles.intro}>{t('console.create.intro')}</p>
      <FormErrors form={FORM} problems={problems} headingLevel={2} />
      <form method="post" action={action} className={styles.form} data-testid="console-create-form">
        <CsrfField token={csrfToken} />
        <p className={styles.hint}>{t('console.requiredNote')}</p>
        <fieldset
          className={styles.field}
          data-invalid={kindProblem !== undefined || undefined}
          aria-describedby={kindProblem === undefined ? undefined : `${fieldId(FORM, 'appType')}-error`}
        >
          <legend className={styles.label}>
            {t('console.create.kind')}
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          </legend>
          {kindProblem !== undefined && (
            <span id={`${fieldId(FORM, 'appType')}-error`} className={styles.fieldError}>
              {kindProblem.message}
            </span>
          )}
          {kinds.map((option, index) => (
            <div key={option.value} className={styles.choice}>
              <input
                type="radio"
                name="appType"
                value={option.value}
                // The error summary links to the group's first choice.
                id={index === 0 ? fieldId(FORM, 'appType') : fieldId(FORM, `appType-${option.value}`)}
                defaultChecked={kind === option.value}
                aria-describedby={`${fieldId(FORM, `appType-${option.value}`)}-hint`}
                required
              />
              <label
                htmlFor={index === 0 ? fieldId(FORM, 'appType') : fieldId(FORM, `appType-${option.value}`)}
              >
                <strong>{t(`console.appType.${option.value}`)}</strong>
                <span id={`${fieldId(FORM, `appType-${option.value}`)}-hint`} className={styles.hint}>
                  {' '}
                  {option.hint}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        <Field
          form={FORM}
          name="name"
          label={t('console.create.name')}
          hint={t('console.create.nameHint')}
          required
          problem={problemFor(problems, 'name')}
        >
          {(aria) => (
            <input
              {...aria}
              className={styles.input}
              type="text"
              defaultValue={postedText(typed, 'name')}
              maxLength={MAX_APP_NAME_LENGTH}
              autoComplete="off"
              required
            />
          )}
        </Field>
        <div className={styles.field} data-invalid={termsProblem !== undefined || undefined}>
          {termsProblem !== undefined && (
            <span id={`${fieldId(FORM, 'acceptTerms')}-error`} className={styles.fieldError}>
              {termsProblem.message}
            </span>
          )}
          <div className={styles.choice}>
            <input
              type="checkbox"
              id={fieldId(FORM, 'acceptTerms')}
              name="acceptTerms"
              value="on"
              required
              aria-describedby={
                termsProblem === undefined ? undefined : `${fieldId(FORM, 'acceptTerms')}-error`
              }
              aria-invalid={termsProblem === undefined ? undefined : true}
            />
            <label htmlFor={fieldId(FORM, 'acceptTerms')}>
              {t('console.create.terms')}
              <span className={styles.required} aria-hidden="true">
                {' *'}
              </span>
            </label>
          </div>
          <a href={termsHref}>{t('console.create.termsLink')}</a>
        </div>
        <button type="submit" className={buttons.button} data-testid="console-create-submit">
          {t('console.create.submit')}
        </button>
      </form>
    </div>
  );
}
