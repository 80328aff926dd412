import type { ReactNode } from 'react';
import { SUPPORT_REQUEST_LIMITS, type SupportFormProblem } from '../../../schemas/support.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { supportMessages } from './messages.ts';
import { fieldId, problemLimit, SUPPORT_PROBLEMS, type SupportField } from './support-problems.ts';
import { cx } from '../../kit/class-names/class-names.ts';
import styles from './support-page.module.css';
import buttons from '../../styles/buttons.module.css';
import type { SupportFormState } from '../../../core/support/support-types.ts';

/** Name of the hidden field that carries the CSRF token (the server's CSRF_FORM_FIELD). */
const CSRF_FORM_FIELD = 'csrf';

/** Props of {@link SupportForm}. */
export interface SupportFormProps {
  action: string;
  csrfToken: string;
  categories: readonly { id: string; title: string }[];
  /** A refused post's fields and problems, to show again. */
  state?: SupportFormState | undefined;
}

function FieldLabel({ id, text }: { id: string; text: string }) {
  return (
    <label htmlFor={id} className={styles.label}>
      {text}
      {/* Spec §5: required fields carry an asterisk; the input's `required` tells assistive tech. */}
      <span className={styles.required} aria-hidden="true">
        {' *'}
      </span>
    </label>
  );
}

/** A field's label, hint, error and control, with the ids that tie them together. */
function Field(props: {
  field: SupportField;
  label: string;
  hint?: string;
  problem: SupportFormProblem | undefined;
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const t = useT(supportMessages);
  const id = fieldId(props.field);
  const hintId = props.hint === undefined ? undefined : `${id}-hint`;
  const errorId = props.problem === undefined ? undefined : `${id}-error`;
  const describedBy = [errorId, hintId].filter((part) => part !== undefined).join(' ');
  return (
    <div className={styles.field} data-invalid={props.problem !== undefined || undefined}>
      <FieldLabel id={id} text={props.label} />
      {props.hint !== undefined && (
        <span id={hintId} className={styles.hint}>
          {props.hint}
        </span>
      )}
      {props.problem !== undefined && (
        <span id={errorId} className={styles.fieldError} data-testid={`${id}-error`}>
          {t(SUPPORT_PROBLEMS[props.problem].message, { max: problemLimit(props.problem) })}
        </span>
      )}
      {props.children({
        id,
        ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
        ...(props.problem === undefined ? {} : { 'aria-invalid': true as const }),
      })}
    </div>
  );
}

/** The error summary above the form: one link per problem, to its field. */
function ErrorSummary({ problems }: { problems: readonly SupportFormProblem[] }) {
  const t = useT(supportMessages);
  return (
    <div className={styles.alert} role="alert" data-testid="support-form-errors">
      <h3 className={styles.alertTitle}>{t('support.errorTitle')}</h3>
      <ul className={styles.problemList}>
        {problems.map((problem) => (
          <li key={problem}>
            <a href={`#${fieldId(SUPPORT_PROBLEMS[problem].field)}`}>
              {t(SUPPORT_PROBLEMS[problem].message, { max: problemLimit(problem) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The support request form: a plain HTML form that posts to the service desk API with the CSRF
 * token in a hidden field, so it works without JavaScript (the server answers with a redirect back
 * to the page). The browser checks required fields and lengths first; the server checks again and
 * the page then shows its messages beside the fields, with what was typed.
 */
export function SupportForm({ action, csrfToken, categories, state }: SupportFormProps) {
  const t = useT(supportMessages);
  const problems = state?.problems ?? [];
  const problemOf = (field: SupportField) => problems.find((p) => SUPPORT_PROBLEMS[p].field === field);
  const fields = state?.fields ?? { summary: '', description: '', category: '' };
  return (
    <>
      {problems.length > 0 && <ErrorSummary problems={problems} />}
      <form method="post" action={action} className={styles.form} data-testid="support-request-form">
        <input type="hidden" name={CSRF_FORM_FIELD} value={csrfToken} />
        <p className={styles.hint}>{t('support.requiredNote')}</p>
        <Field
          field="summary"
          label={t('support.summaryLabel')}
          hint={t('support.summaryHint')}
          problem={problemOf('summary')}
        >
          {(aria) => (
            <input
              {...aria}
              name="summary"
              type="text"
              className={styles.input}
              defaultValue={fields.summary}
              maxLength={SUPPORT_REQUEST_LIMITS.maxSummary}
              required
            />
          )}
        </Field>
        {categories.length > 0 && (
          <Field field="category" label={t('support.category')} problem={problemOf('category')}>
            {(aria) => (
              <select
                {...aria}
                name="category"
                className={styles.input}
                defaultValue={categories.some((c) => c.id === fields.category) ? fields.category : ''}
                required
              >
                <option value="">{t('support.categoryChoose')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field
          field="description"
          label={t('support.descriptionLabel')}
          hint={t('support.descriptionHint')}
          problem={problemOf('description')}
        >
          {(aria) => (
            <textarea
              {...aria}
              name="description"
              className={styles.textarea}
              rows={8}
              defaultValue={fields.description}
              maxLength={SUPPORT_REQUEST_LIMITS.maxDescription}
              required
            />
          )}
        </Field>
        <button type="submit" className={cx(buttons.primary, styles.action)} data-testid="support-submit">
          {t('support.submit')}
        </button>
      </form>
    </>
  );
}
