import type { z } from 'zod';
import type { ContentProblem } from './validation-error.ts';

/** Renders a zod issue path as a field path: `docs.rest.srcFiles[0].version`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** Converts a failed zod parse into content problems for `file`. */
export function zodProblems(file: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: fieldPath(issue.path) || '(root)',
    message: issue.message,
  }));
}

/**
 * Parses `value` with `schema`; on failure, pushes one problem per issue into `problems` and
 * returns undefined, so the loader can collect every failure before stopping.
 */
export function parseInto<S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
  problems: ContentProblem[],
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.push(...zodProblems(file, result.error));
  return undefined;
}
