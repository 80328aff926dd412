/**
 * Feedback submission states (spec §4): default, then inprogress on submit; on success back to
 * default with the comment cleared and the thank-you flag shown; on failure failed, except a
 * silent retry, which stays default. Shared by the AI feedback modal and the page feedback modal.
 */
export type SubmissionStatus = 'default' | 'inprogress' | 'failed';

export interface SubmissionState {
  status: SubmissionStatus;
  comment: string;
  /** The thank-you flag (success toast) is due. */
  showThanks: boolean;
}

export type SubmissionEvent =
  | { type: 'edit'; comment: string }
  | { type: 'submit'; silent?: boolean }
  | { type: 'succeeded' }
  | { type: 'failed'; silent?: boolean }
  | { type: 'thanksShown' };

export const INITIAL_SUBMISSION: SubmissionState = { status: 'default', comment: '', showThanks: false };

/** The submission reducer (pure, unit-tested). */
export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'edit':
      return { ...state, comment: event.comment };
    case 'submit':
      return event.silent ? state : { ...state, status: 'inprogress' };
    case 'succeeded':
      return { status: 'default', comment: '', showThanks: true };
    case 'failed':
      return event.silent ? { ...state, status: 'default' } : { ...state, status: 'failed' };
    case 'thanksShown':
      return { ...state, showThanks: false };
  }
}
