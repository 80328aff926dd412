import type { ApiEnrolment, ConsoleApi } from '../../../schemas/console.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { fieldsOf, problemsOf, type AppFormState } from './app-form-state.ts';
import { ConsoleTabHeading } from './console-app-shell.tsx';
import {
  CsrfField,
  fieldId,
  FormErrors,
  INTENT_FIELD,
  Notice,
  postedText,
  problemFor,
} from './form-parts.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';
import buttons from './console-buttons.module.css';

/** Props of {@link PermissionsTab}. */
export interface PermissionsTabProps {
  state: AppFormState;
  /** The APIs the access policy offers this developer (core `offeredApis`). */
  offered: readonly ConsoleApi[];
  /** The app's enrolments (granular ids). */
  enrolments: readonly ApiEnrolment[];
}

/**
 * The permissions tab: each API offered to the developer with its scopes. Scopes already added
 * show ticked; ticking more and adding merges them in. An added API can be removed.
 */
export function PermissionsTab({ state, offered, enrolments }: PermissionsTabProps) {
  const t = useT(consoleMessages);
  const postedApi = postedText(fieldsOf(state, 'add') ?? fieldsOf(state, 'remove'), 'apiId');
  return (
    <>
      <ConsoleTabHeading>{t('console.permissions.heading')}</ConsoleTabHeading>
      <p className={styles.intro}>{t('console.permissions.intro')}</p>
      {state.done === 'add' && <Notice testId="console-api-added">{t('console.permissions.added')}</Notice>}
      {state.done === 'remove' && (
        <Notice testId="console-api-removed">{t('console.permissions.removed')}</Notice>
      )}
      {state.refused?.status === 403 && (
        <p className={styles.alert} role="alert" data-testid="console-forbidden">
          {t('console.forbidden')}
        </p>
      )}
      {/* A refused API the page does not list (not offered): its problem shows here. */}
      {state.refused?.status === 400 && !offered.some((api) => api.id === postedApi) && (
        <FormErrors form="permissions" problems={state.refused.problems} />
      )}
      {offered.length === 0 ? (
        <p>{t('console.permissions.none')}</p>
      ) : (
        <ul className={styles.list} data-testid="console-apis">
          {offered.map((api) => (
            <ApiCard
              key={api.id}
              api={api}
              state={state}
              enrolment={enrolments.find((entry) => entry.apiId === api.id)}
              posted={postedApi === api.id}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function ApiCard(props: {
  api: ConsoleApi;
  state: AppFormState;
  enrolment: ApiEnrolment | undefined;
  posted: boolean;
}) {
  const { api, state, enrolment, posted } = props;
  const t = useT(consoleMessages);
  const form = `api-${api.id}`;
  const problems =
    posted && state.refused?.status === 400
      ? [...problemsOf(state, 'add'), ...problemsOf(state, 'remove')]
      : [];
  const typed = posted ? fieldsOf(state, 'add')?.['scopes'] : undefined;
  const ticked = new Set(Array.isArray(typed) ? typed : []);
  const added = new Set(enrolment?.scopes ?? []);
  const scopesProblem = problemFor(problems, 'scopes');
  const errorId = `${fieldId(form, 'scopes')}-error`;
  return (
    <li
      className={styles.card}
      data-testid={`console-api-${api.id}`}
      data-enrolled={enrolment !== undefined || undefined}
    >
      <h3 className={styles.sectionHeading}>
        {api.title}
        {enrolment !== undefined && ` (${t('console.permissions.enrolled')})`}
      </h3>
      {api.description !== '' && <p className={styles.hint}>{api.description}</p>}
      <FormErrors form={form} problems={problems.filter((problem) => problem.field !== 'scopes')} />
      <form method="post" action={state.action} className={styles.form}>
        <CsrfField token={state.csrfToken} />
        <input type="hidden" name="apiId" value={api.id} />
        <fieldset
          className={styles.field}
          data-invalid={scopesProblem !== undefined || undefined}
          aria-describedby={scopesProblem === undefined ? undefined : errorId}
        >
          <legend className={styles.label}>{t('console.permissions.scopes', { api: api.title })}</legend>
          {scopesProblem !== undefined && (
            <span id={errorId} className={styles.fieldError}>
              {scopesProblem.message}
            </span>
          )}
          {api.scopes.map((scope, index) => {
            const id = index === 0 ? fieldId(form, 'scopes') : fieldId(form, `scope-${index}`);
            return (
              <div key={scope.name} className={styles.choice}>
                <input
                  type="checkbox"
                  id={id}
                  name="scopes"
                  value={scope.name}
                  defaultChecked={added.has(scope.name) || ticked.has(scope.name)}
                  disabled={added.has(scope.name) || !state.canEdit}
                  aria-describedby={`${id}-hint`}
                />
                <label htmlFor={id}>
                  <code>{scope.name}</code>
                  <span id={`${id}-hint`} className={styles.hint}>
                    {' '}
                    {scope.description}
                  </span>
                </label>
              </div>
            );
          })}
        </fieldset>
        {state.canEdit && (
          <button type="submit" name={INTENT_FIELD} value="add" className={buttons.button}>
            {enrolment === undefined
              ? t('console.permissions.add', { api: api.title })
              : t('console.permissions.update', { api: api.title })}
          </button>
        )}
      </form>
      {state.canEdit && enrolment !== undefined && (
        <form method="post" action={state.action}>
          <CsrfField token={state.csrfToken} />
          <input type="hidden" name="apiId" value={api.id} />
          <button type="submit" name={INTENT_FIELD} value="remove" className={buttons.secondaryButton}>
            {t('console.permissions.remove', { api: api.title })}
          </button>
        </form>
      )}
    </li>
  );
}
