import type { z } from 'zod';
import type { FieldProblem } from '../../core/console/index.ts';
import { CSRF_FORM_FIELD } from '../security/csrf.ts';
import { AppActionForbiddenError, AppFieldError, AppNotFoundError } from './registry-errors.ts';

/** A posted form's fields: one string each, or every value for a field that repeats. */
export type FormFields = Record<string, string | string[]>;

/** The field a form's submit buttons name to say which of the page's forms was posted. */
export const INTENT_FIELD = 'intent';

/** A refused post: the status to answer, the problems to show beside their fields, what was typed. */
export interface FormRefusal {
  ok: false;
  /** 400: input refused (a field named); 403: the role does not allow it; 404: app hidden or gone. */
  status: 400 | 403 | 404;
  problems: FieldProblem[];
  fields: FormFields;
}

/** A post that went through, with what the change returned. */
export interface FormSuccess<T> {
  ok: true;
  value: T;
  fields: FormFields;
}

/** What {@link runConsoleForm} answers. */
export type FormOutcome<T> = FormSuccess<T> | FormRefusal;

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * No control of a form can type a NUL character, and the database refuses one in any text value
 * (a 500 for a forged post): it is dropped, and the rest checked as typed.
 */
const withoutNul = (value: string) => value.replaceAll('\0', '');

/**
 * A console post's fields, without the CSRF token (the middleware checked it) and the intent.
 * Fields named in `lists` keep every value (checkboxes); others keep their first. A multipart
 * post's files are in `files` (the first per field), not in `fields`. A body that is not a form
 * gives undefined.
 */
export async function readFormFields(
  request: Request,
  lists: readonly string[] = [],
): Promise<{ fields: FormFields; intent: string; files: Record<string, Blob> } | undefined> {
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? '')) return undefined;
  const form = await request.formData().catch(() => undefined);
  if (form === undefined) return undefined;
  const fields: FormFields = {};
  const files: Record<string, Blob> = {};
  for (const name of new Set(form.keys())) {
    if (name === CSRF_FORM_FIELD || name === INTENT_FIELD) continue;
    const file = form.getAll(name).find((value) => value instanceof Blob);
    if (file !== undefined) {
      files[name] = file;
      continue;
    }
    const values = form
      .getAll(name)
      .filter((value): value is string => typeof value === 'string')
      .map(withoutNul);
    fields[name] = lists.includes(name) ? values : (values[0] ?? '');
  }
  const intent = form.get(INTENT_FIELD);
  return { fields, intent: typeof intent === 'string' ? withoutNul(intent) : '', files };
}

/** Zod's issues as field problems: the first path segment is the field; a message per field. */
export function zodProblems(error: z.ZodError): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!problems.some((problem) => problem.field === field))
      problems.push({ field, message: issue.message });
  }
  return problems;
}

/**
 * A registry refusal as the page answers it: a rule broken → 400 with its fields; a role too
 * weak (a viewer editing) → 403; the app missing or hidden → 404. Anything else is not a refusal
 * and is thrown again (the database down is a 5xx, not the developer's mistake).
 */
export function registryRefusal(error: unknown, fields: FormFields): FormRefusal {
  if (error instanceof AppFieldError)
    return { ok: false, status: 400, problems: [...error.problems], fields };
  if (error instanceof AppActionForbiddenError) {
    return { ok: false, status: 403, problems: [{ field: 'form', message: error.message }], fields };
  }
  if (error instanceof AppNotFoundError) return { ok: false, status: 404, problems: [], fields };
  throw error;
}

/** A 400 naming one field. */
export function refuse(field: string, message: string, fields: FormFields): FormRefusal {
  return { ok: false, status: 400, problems: [{ field, message }], fields };
}

/**
 * The console's form-post step: `fields` checked by `schema` (400 naming each refused field),
 * then `act` with the parsed input, its registry refusals mapped by {@link registryRefusal}.
 * `check` adds rules of the core that need the parsed input (offered APIs, say).
 */
export async function runConsoleForm<S extends z.ZodType, T>(
  fields: FormFields,
  schema: S,
  act: (input: z.output<S>) => Promise<T>,
  check: (input: z.output<S>) => FieldProblem[] = () => [],
): Promise<FormOutcome<T>> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, problems: zodProblems(parsed.error), fields };
  const problems = check(parsed.data);
  if (problems.length > 0) return { ok: false, status: 400, problems, fields };
  try {
    return { ok: true, value: await act(parsed.data), fields };
  } catch (error) {
    return registryRefusal(error, fields);
  }
}
