import { describe, expect, it } from 'vitest';
import { INITIAL_SUBMISSION, submissionReducer } from './feedback-submission.ts';

describe('submissionReducer (spec §4 feedback states)', () => {
  it('goes default → inprogress → default with the comment cleared and the thanks due', () => {
    let state = submissionReducer(INITIAL_SUBMISSION, { type: 'edit', comment: 'Wrong product' });
    state = submissionReducer(state, { type: 'submit' });
    expect(state).toEqual({ status: 'inprogress', comment: 'Wrong product', showThanks: false });
    expect(submissionReducer(state, { type: 'succeeded' })).toEqual({
      status: 'default',
      comment: '',
      showThanks: true,
    });
  });

  it('becomes failed on a failure, but stays default after a silent retry fails', () => {
    const sending = submissionReducer({ ...INITIAL_SUBMISSION, comment: 'x' }, { type: 'submit' });
    expect(submissionReducer(sending, { type: 'failed' })).toMatchObject({ status: 'failed', comment: 'x' });
    const silent = submissionReducer(INITIAL_SUBMISSION, { type: 'submit', silent: true });
    expect(silent.status).toBe('default');
    expect(submissionReducer(silent, { type: 'failed', silent: true }).status).toBe('default');
  });
});
