import type { ReactNode } from 'react';
import type { FieldProblem } from '../../../core/console/index.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { consoleMessages } from './messages.ts';
import styles from './console.module.css';

/** Name of the hidden field that carries the CSRF token (the server's CSRF_FORM_FIELD). */
export const CSRF_FIELD = 'csrf';
/** Name of the submit buttons' field that says which form of a page was posted. */
export const INTENT_FIELD = 'intent';

/** The id of a form field's control, which error summaries link to. */
export function fieldId(form: string, field: string): string {
  return `console-${form}-${field}`;
}

/** The problem refused for `field`, if any. */
export function problemFor(problems: readonly FieldProblem[], field: string): FieldProblem | undefined {
  return problems.find((problem) => problem.field === field);
}

/** The CSRF token as a hidden field: every console form posts it. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

/**
 * The error summary above a refused form: one link per problem, to its field (a problem of the
 * form as a whole is listed as text). `role="alert"` announces it when the page loads.
 */
export function FormErrors({ form, problems }: { form: string; problems: readonly FieldProblem[] }) {
  const t = useT(consoleMessages);
  if (problems.length === 0) return null;
  return (
    <div className={styles.alert} role="alert" data-testid={`${form}-errors`}>
      <h3 className={styles.alertTitle}>{t('console.errorTitle')}</h3>
      <ul className={styles.problemList}>
        {problems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            {problem.field === 'form' ? (
              problem.message
            ) : (
              <a href={`#${fieldId(form, problem.field)}`}>{problem.message}</a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A success or information line after a post: a polite live region. */
export function Notice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.success} role="status" data-testid={testId}>
      <p>{children}</p>
    </div>
  );
}

/** What a control needs to be tied to its label, hint and error. */
export interface ControlAria {
  id: string;
  name: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** A field's label, hint, error and control, with the ids that tie them together. */
export function Field(props: {
  form: string;
  name: string;
  label: string;
  hint?: string | undefined;
  required?: boolean;
  problem: FieldProblem | undefined;
  children: (aria: ControlAria) => ReactNode;
}) {
  const id = fieldId(props.form, props.name);
  const hintId = props.hint === undefined ? undefined : `${id}-hint`;
  const errorId = props.problem === undefined ? undefined : `${id}-error`;
  const describedBy = [errorId, hintId].filter((part) => part !== undefined).join(' ');
  return (
    <div className={styles.field} data-invalid={props.problem !== undefined || undefined}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
        {props.required === true && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {props.hint !== undefined && (
        <span id={hintId} className={styles.hint}>
          {props.hint}
        </span>
      )}
      {props.problem !== undefined && (
        <span id={errorId} className={styles.fieldError} data-testid={`${id}-error`}>
          {props.problem.message}
        </span>
      )}
      {props.children({
        id,
        name: props.name,
        ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
        ...(props.problem === undefined ? {} : { 'aria-invalid': true as const }),
      })}
    </div>
  );
}

/** A text value a refused form posted back, to fill its field again. */
export function postedText(
  fields: Readonly<Record<string, string | string[]>> | undefined,
  name: string,
): string {
  const value = fields?.[name];
  return typeof value === 'string' ? value : '';
}
