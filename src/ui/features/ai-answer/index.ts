/** The AI answer panel for the search modal (see README.md). */
import { toastMessages } from '../../kit/toast/messages.ts';
import { aiAnswerMessages } from './messages.ts';

export { AiAnswer, type AiAnswerProps } from './ai-answer.tsx';
export { AiFeedbackModal, FEEDBACK_TEXT_ROWS, type AiFeedbackModalProps } from './ai-feedback-modal.tsx';
export { aiAnswerMessages } from './messages.ts';
export { submitFeedbackIssue } from './submit-feedback.ts';

/** The catalogues the panel renders from: pass them to payloadFor with the modal's own. */
export const AI_ANSWER_CATALOGUES = [aiAnswerMessages, toastMessages] as const;
