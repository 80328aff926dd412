import type { PageFeedbackIssueInput } from '../../../schemas/feedback.ts';
import { FEEDBACK_ISSUE_PATH } from '../../../core/feedback/feedback-issue-path.ts';
import { postJson } from '../../kit/http/csrf.ts';

/** What the collector knows when the reader sends. */
export interface PageFeedbackInput {
  pageTitle: string;
  pageUrl: string;
  pathName: string;
  /** The chosen rating; anything that is not a number (absent, '') counts as none. */
  rating: unknown;
  comment: string;
  /** The signed-in account's id; undefined for an anonymous reader. */
  userAid: string | undefined;
}

/**
 * Spec §5: ratingScore is a number, 0 when absent. Numeric strings ('4') become numbers; anything
 * else that is not a finite number (undefined, null, '', 'good', NaN) is 0.
 */
export function coerceRatingScore(value: unknown): number {
  if (value === undefined || value === null) return 0;
  const number = typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value)) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** The submitted data of spec §3 "Feedback": pageTitle, pageUrl, pathName, ratingScore, textFeedback, userAid. */
export function pageFeedbackIssue(input: PageFeedbackInput): PageFeedbackIssueInput {
  return {
    pageTitle: input.pageTitle,
    pageUrl: input.pageUrl,
    pathName: input.pathName,
    ratingScore: coerceRatingScore(input.rating),
    textFeedback: input.comment,
    ...(input.userAid === undefined || input.userAid === '' ? {} : { userAid: input.userAid }),
  };
}

/**
 * POSTs the issue with the CSRF header (spec §7). True only for status 200: any other status, or
 * no answer at all, is a failure.
 */
export async function sendPageFeedback(
  issue: PageFeedbackIssueInput,
  post: typeof postJson = postJson,
): Promise<boolean> {
  try {
    return (await post(FEEDBACK_ISSUE_PATH, issue)).status === 200;
  } catch {
    return false;
  }
}
