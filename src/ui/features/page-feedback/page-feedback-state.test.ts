import { describe, expect, it } from 'vitest';
import { pageFeedbackMessages } from './messages.ts';
import {
  INITIAL_PAGE_FEEDBACK,
  pageFeedbackReducer,
  sendLabelId,
  type PageFeedbackEvent,
  type PageFeedbackState,
} from './page-feedback-state.ts';

const run = (events: PageFeedbackEvent[], from: PageFeedbackState = INITIAL_PAGE_FEEDBACK) =>
  events.reduce(pageFeedbackReducer, from);

describe('pageFeedbackReducer (spec §4 feedback states)', () => {
  it('opens the modal with the chosen rating, which can still change inside it', () => {
    const open = run([{ type: 'choose', rating: 2 }]);
    expect(open).toMatchObject({ rating: 2, open: true, sent: false });
    expect(open.submission.status).toBe('default');
    expect(run([{ type: 'rate', rating: 5 }], open).rating).toBe(5);
    // Outside the modal only a choice on the page changes the rating.
    expect(run([{ type: 'rate', rating: 5 }])).toBe(INITIAL_PAGE_FEEDBACK);
  });

  it('moves the page rating with the arrow keys without opening the modal', () => {
    const moved = run([
      { type: 'move', rating: 2 },
      { type: 'move', rating: 3 },
    ]);
    expect(moved).toMatchObject({ rating: 3, open: false });
    expect(run([{ type: 'choose', rating: 3 }], moved)).toMatchObject({ rating: 3, open: true });
    // While the modal is open, its own group owns the rating.
    const open = run([{ type: 'choose', rating: 4 }]);
    expect(run([{ type: 'move', rating: 1 }], open)).toBe(open);
  });

  it('goes default → inprogress → default: comment cleared, modal closed, thank-you flag shown', () => {
    const sending = run([
      { type: 'choose', rating: 4 },
      { type: 'edit', comment: 'Missing an example' },
      { type: 'submit' },
    ]);
    expect(sending.submission).toEqual({
      status: 'inprogress',
      comment: 'Missing an example',
      showThanks: false,
    });
    expect(sending.open).toBe(true);
    const done = run([{ type: 'succeeded' }], sending);
    expect(done).toEqual({
      rating: 4,
      open: false,
      sent: true,
      submission: { status: 'default', comment: '', showThanks: true },
    });
    // The toast auto-dismisses: the flag goes, the thanks in place stays.
    expect(run([{ type: 'thanksShown' }], done)).toMatchObject({
      sent: true,
      submission: { showThanks: false },
    });
  });

  it('becomes failed on a failure, keeping the comment for the retry', () => {
    const failed = run([
      { type: 'choose', rating: 1 },
      { type: 'edit', comment: 'Broken link' },
      { type: 'submit' },
      { type: 'failed' },
    ]);
    expect(failed.submission).toEqual({ status: 'failed', comment: 'Broken link', showThanks: false });
    expect(failed.open).toBe(true);
    const retried = run([{ type: 'submit' }, { type: 'succeeded' }], failed);
    expect(retried.submission).toEqual({ status: 'default', comment: '', showThanks: true });
  });

  it('stays default when a silent retry fails, and shows the flag when it succeeds', () => {
    const failed = run([
      { type: 'choose', rating: 3 },
      { type: 'submit' },
      { type: 'failed' },
      { type: 'close' },
    ]);
    expect(failed).toMatchObject({ open: false, submission: { status: 'failed' } });
    const silent = run([{ type: 'submit', silent: true }], failed);
    expect(silent.submission.status).toBe('failed');
    expect(run([{ type: 'failed', silent: true }], silent).submission.status).toBe('default');
    expect(run([{ type: 'succeeded' }], silent)).toMatchObject({
      sent: true,
      submission: { status: 'default', showThanks: true },
    });
  });

  it('sends nothing without a rating, and only one send at a time', () => {
    expect(run([{ type: 'submit' }])).toBe(INITIAL_PAGE_FEEDBACK);
    const sending = run([{ type: 'choose', rating: 5 }, { type: 'submit' }]);
    expect(run([{ type: 'submit' }], sending)).toBe(sending);
  });

  it('keeps a draft comment when the modal is closed and opened again', () => {
    const reopened = run([
      { type: 'choose', rating: 2 },
      { type: 'edit', comment: 'Draft' },
      { type: 'close' },
      { type: 'choose', rating: 3 },
    ]);
    expect(reopened).toMatchObject({ rating: 3, open: true, submission: { comment: 'Draft' } });
  });

  it('hides the thanks in place when the reader rates again', () => {
    const sent = run([{ type: 'choose', rating: 4 }, { type: 'submit' }, { type: 'succeeded' }]);
    expect(run([{ type: 'choose', rating: 2 }], sent)).toMatchObject({ sent: false, open: true });
  });
});

describe('sendLabelId', () => {
  it("reads 'Send feedback', 'Sending ...' and 'Failed, retry' (spec §2.10, §8)", () => {
    expect(
      (['default', 'inprogress', 'failed'] as const).map(
        (status) => pageFeedbackMessages[sendLabelId(status)],
      ),
    ).toEqual(['Send feedback', 'Sending ...', 'Failed, retry']);
  });
});
