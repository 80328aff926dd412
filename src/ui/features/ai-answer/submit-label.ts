import type { SubmissionStatus } from '../../kit/feedback-submission/feedback-submission.ts';

/** The submit button's label for a status: 'Send feedback', 'Sending ...' or 'Failed, retry'. */
export function submitLabelId(
  status: SubmissionStatus,
): 'aiFeedback.send' | 'aiFeedback.sending' | 'aiFeedback.failed' {
  return status === 'inprogress'
    ? 'aiFeedback.sending'
    : status === 'failed'
      ? 'aiFeedback.failed'
      : 'aiFeedback.send';
}
