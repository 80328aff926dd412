/** The page feedback collector (see README.md). */
import { toastMessages } from '../../kit/toast/messages.ts';
import { pageFeedbackMessages } from './messages.ts';

export { PageFeedback, type PageFeedbackProps } from './page-feedback.tsx';
export { pageFeedbackMessages } from './messages.ts';

/** The catalogues the collector renders from: `payloadFor(locale, ...PAGE_FEEDBACK_CATALOGUES)`. */
export const PAGE_FEEDBACK_CATALOGUES = [pageFeedbackMessages, toastMessages] as const;
