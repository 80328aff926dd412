import { SUPPORT_REQUEST_LIMITS, type SupportFormProblem } from '../../../schemas/support.ts';
import type { supportMessages } from './messages.ts';

/** The form field a problem belongs to. */
export type SupportField = 'summary' | 'description' | 'category';

/** Each problem's field and message. */
export const SUPPORT_PROBLEMS: Readonly<
  Record<SupportFormProblem, { field: SupportField; message: keyof typeof supportMessages }>
> = {
  'summary-missing': { field: 'summary', message: 'support.problem.summaryMissing' },
  'summary-too-long': { field: 'summary', message: 'support.problem.summaryTooLong' },
  'description-missing': { field: 'description', message: 'support.problem.descriptionMissing' },
  'description-too-long': { field: 'description', message: 'support.problem.descriptionTooLong' },
  'category-missing': { field: 'category', message: 'support.problem.categoryMissing' },
  'category-unknown': { field: 'category', message: 'support.problem.categoryUnknown' },
};

/** The limit a problem's message names, if any. */
export function problemLimit(problem: SupportFormProblem): number {
  return problem === 'summary-too-long'
    ? SUPPORT_REQUEST_LIMITS.maxSummary
    : SUPPORT_REQUEST_LIMITS.maxDescription;
}

/** The id of a field's input, which the error summary links to. */
export const fieldId = (field: SupportField) => `support-${field}`;
