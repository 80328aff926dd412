import {
  AI_FEEDBACK_FIELD_ID,
  type AiFeedbackIssueInput,
  type AiFeedbackType,
} from '../../../schemas/feedback.ts';
import { FEEDBACK_ISSUE_PATH } from '../../../core/feedback/feedback-issue-path.ts';
import { postJson } from '../../kit/http/csrf.ts';

/** What the reader said about one AI answer. */
export interface AiAnswerFeedback {
  question: string;
  /** The answer message as shown (answer markup, citations included). */
  answer: string;
  contentId: string | undefined;
  feedbackType: AiFeedbackType;
  comment: string;
  pageUrl: string | undefined;
}

/** The AI feedback issue (spec §3): the comment, the page, and the custom field. */
export function aiFeedbackIssue(feedback: AiAnswerFeedback): AiFeedbackIssueInput {
  return {
    textFeedback: feedback.comment,
    ...(feedback.pageUrl === undefined ? {} : { pageUrl: feedback.pageUrl }),
    [AI_FEEDBACK_FIELD_ID]: {
      question: feedback.question,
      answer: feedback.answer,
      contentId: feedback.contentId ?? '',
      feedbackType: feedback.feedbackType,
    },
  };
}

/**
 * POSTs an issue with the CSRF header (spec §7): true only for status 200; any other status or a
 * network error is false.
 */
export async function submitFeedbackIssue(
  issue: unknown,
  post: typeof postJson = postJson,
): Promise<boolean> {
  try {
    return (await post(FEEDBACK_ISSUE_PATH, issue)).status === 200;
  } catch {
    return false;
  }
}
