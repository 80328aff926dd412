import {
  INITIAL_SUBMISSION,
  submissionReducer,
  type SubmissionEvent,
  type SubmissionState,
  type SubmissionStatus,
} from '../../kit/feedback-submission/feedback-submission.ts';
import type { PageFeedbackMessageId } from './messages.ts';
import type { PageRating } from './rating.ts';

/**
 * The collector's state (spec §3 "Feedback": rating, comment, isFlagVisible; §4 submission
 * states). The submission part (status, comment, the thank-you flag) is the reducer the AI
 * feedback modal uses too.
 */
export interface PageFeedbackState {
  /** The chosen rating; 0 until the reader picks one. */
  rating: PageRating | 0;
  /** The modal is open. */
  open: boolean;
  /** Status, comment and `showThanks`, the thank-you flag (isFlagVisible). */
  submission: SubmissionState;
  /** A feedback of this visit was kept: the collector says thank you in place. */
  sent: boolean;
}

/** What happens to the collector. */
export type PageFeedbackEvent =
  /** The reader picked a rating on the page (or before the island hydrated): the modal opens. */
  | { type: 'choose'; rating: PageRating }
  /** An arrow key moved the page's checked step: nothing opens until the reader chooses. */
  | { type: 'move'; rating: PageRating }
  /** The reader changed the rating inside the modal. */
  | { type: 'rate'; rating: PageRating }
  /** Cancel, Escape or the close button. */
  | { type: 'close' }
  | Exclude<SubmissionEvent, { type: 'succeeded' }>
  /** The server kept the feedback (status 200): the modal closes and the flag shows. */
  | { type: 'succeeded' };

export const INITIAL_PAGE_FEEDBACK: PageFeedbackState = {
  rating: 0,
  open: false,
  submission: INITIAL_SUBMISSION,
  sent: false,
};

/**
 * The collector's reducer (pure, unit-tested): default → inprogress on submit → default on success
 * (comment cleared, modal closed, flag shown) or failed; a silent retry leaves the status default
 * whatever its outcome. A draft comment survives closing and reopening the modal.
 */
export function pageFeedbackReducer(state: PageFeedbackState, event: PageFeedbackEvent): PageFeedbackState {
  switch (event.type) {
    case 'choose':
      return { ...state, rating: event.rating, open: true, sent: false };
    case 'move':
      return state.open ? state : { ...state, rating: event.rating };
    case 'rate':
      return state.open ? { ...state, rating: event.rating } : state;
    case 'close':
      return { ...state, open: false };
    case 'succeeded':
      return { ...state, open: false, sent: true, submission: submissionReducer(state.submission, event) };
    case 'submit':
      // Nothing to send without a rating, and one send at a time.
      if (state.rating === 0 || state.submission.status === 'inprogress') return state;
      return { ...state, submission: submissionReducer(state.submission, event) };
    default:
      return { ...state, submission: submissionReducer(state.submission, event) };
  }
}

/** The submit button's label: 'Send feedback', 'Sending ...' (disabled) or 'Failed, retry' (spec §2.10, §8). */
export function sendLabelId(status: SubmissionStatus): PageFeedbackMessageId {
  return status === 'inprogress'
    ? 'pageFeedback.sending'
    : status === 'failed'
      ? 'pageFeedback.failed'
      : 'pageFeedback.send';
}
