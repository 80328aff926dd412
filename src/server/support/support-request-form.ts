import {
  SUPPORT_REQUEST_LIMITS,
  type SupportCategory,
  type SupportFormProblem,
} from '../../schemas/support.ts';
import type { NewSupportRequest } from './customer-request.ts';

/** The request form's fields as typed, kept to show them again after a refusal. */
export interface SupportFormFields {
  summary: string;
  description: string;
  category: string;
}

/** A checked request, or every problem with what was sent. */
export type SupportFormResult =
  | { ok: true; request: NewSupportRequest }
  | { ok: false; problems: SupportFormProblem[]; fields: SupportFormFields };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Checks a request from the form or the API: summary and description are required (blank after
 * trimming counts as missing) and limited in length; the summary is one line. When the site
 * offers categories one of them must be chosen; without categories the field is ignored.
 */
export function validateSupportRequest(
  raw: Partial<Record<keyof SupportFormFields, unknown>>,
  categories: readonly SupportCategory[],
): SupportFormResult {
  const fields: SupportFormFields = {
    summary: text(raw.summary),
    description: text(raw.description),
    category: text(raw.category),
  };
  const summary = fields.summary.replace(/\s+/g, ' ').trim();
  const description = fields.description.replace(/\r\n?/g, '\n').trim();
  const problems: SupportFormProblem[] = [];
  if (summary === '') problems.push('summary-missing');
  else if (summary.length > SUPPORT_REQUEST_LIMITS.maxSummary) problems.push('summary-too-long');
  if (description === '') problems.push('description-missing');
  else if (description.length > SUPPORT_REQUEST_LIMITS.maxDescription) problems.push('description-too-long');
  let category: SupportCategory | undefined;
  if (categories.length > 0) {
    category = categories.find((candidate) => candidate.id === fields.category);
    if (fields.category === '') problems.push('category-missing');
    else if (category === undefined) problems.push('category-unknown');
  }
  if (problems.length > 0) return { ok: false, problems, fields };
  return { ok: true, request: { summary, description, category } };
}
