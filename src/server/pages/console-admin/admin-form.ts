import type { FieldProblem } from '../../../core/console/index.ts';
import type { FormFields, FormRefusal } from '../../console/console-form.ts';
import type { AdminFormContext } from '../console-admin-route-data.ts';

/** A posted text field, '' when absent (or posted as a list). */
export function formText(fields: Readonly<FormFields>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

/** 403 before anything is read or looked up: the developer's role may not make this change. */
export function forbiddenRefusal(context: AdminFormContext, fields: FormFields): FormRefusal {
  return {
    ok: false,
    status: 403,
    problems: [{ field: 'form', message: context.t('consoleAdmin.forbidden') }],
    fields,
  };
}

/**
 * Problems as a form shows them: those of a field the form has keep it (their summary links to
 * the control); the rest, a rule about something edited elsewhere (a callback URL for the
 * distribution page, say), belong to the form as a whole. Their messages still name the field.
 */
export function onForm(problems: readonly FieldProblem[], formFields: readonly string[]): FieldProblem[] {
  return problems.map((problem) =>
    formFields.includes(problem.field) ? problem : { field: 'form', message: problem.message },
  );
}
