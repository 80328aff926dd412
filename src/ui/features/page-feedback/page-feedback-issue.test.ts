import { describe, expect, it, vi } from 'vitest';
import { FEEDBACK_ISSUE_PATH } from '../../../core/feedback/feedback-issue-path.ts';
import { PageFeedbackIssueSchema } from '../../../schemas/feedback.ts';
import { coerceRatingScore, pageFeedbackIssue, sendPageFeedback } from './page-feedback-issue.ts';

const INPUT = {
  pageTitle: 'Webhooks',
  pageUrl: 'https://developer.example.com/cloud/jira/platform/webhooks/?tabId=1',
  pathName: '/cloud/jira/platform/webhooks/',
  rating: 4,
  comment: 'Add an example of the payload.',
  userAid: 'acc-123',
};

describe('coerceRatingScore (spec §5)', () => {
  it('is a number, 0 when absent', () => {
    const cases: [unknown, number][] = [
      [4, 4],
      [1, 1],
      ['5', 5],
      [' 3 ', 3],
      [0, 0],
      [undefined, 0],
      [null, 0],
      ['', 0],
      ['  ', 0],
      ['good', 0],
      [Number.NaN, 0],
      [Number.POSITIVE_INFINITY, 0],
      [{}, 0],
      [true, 0],
    ];
    for (const [value, score] of cases) expect(coerceRatingScore(value), String(value)).toBe(score);
  });
});

describe('pageFeedbackIssue', () => {
  it('builds the submitted data of spec §3, which the endpoint accepts', () => {
    const issue = pageFeedbackIssue(INPUT);
    expect(issue).toEqual({
      pageTitle: 'Webhooks',
      pageUrl: INPUT.pageUrl,
      pathName: '/cloud/jira/platform/webhooks/',
      ratingScore: 4,
      textFeedback: 'Add an example of the payload.',
      userAid: 'acc-123',
    });
    expect(PageFeedbackIssueSchema.parse(issue)).toEqual(issue);
  });

  it('leaves userAid out for an anonymous reader and sends ratingScore 0 without a rating', () => {
    const issue = pageFeedbackIssue({ ...INPUT, rating: undefined, comment: '', userAid: undefined });
    expect(issue).not.toHaveProperty('userAid');
    expect(issue.ratingScore).toBe(0);
    expect(PageFeedbackIssueSchema.parse(issue)).toMatchObject({ ratingScore: 0, textFeedback: '' });
  });
});

describe('sendPageFeedback (spec §7)', () => {
  const post = (status: number) => vi.fn(async () => new Response('{"id":"1"}', { status }));

  it('POSTs the issue to /api/feedback-provider/issue and succeeds at status 200', async () => {
    const ok = post(200);
    const issue = pageFeedbackIssue(INPUT);
    expect(await sendPageFeedback(issue, ok)).toBe(true);
    expect(ok).toHaveBeenCalledWith(FEEDBACK_ISSUE_PATH, issue);
    expect(FEEDBACK_ISSUE_PATH).toBe('/api/feedback-provider/issue');
  });

  it('fails at any other status and when there is no answer', async () => {
    for (const status of [201, 204, 302, 400, 403, 413, 429, 500, 503]) {
      expect(await sendPageFeedback(pageFeedbackIssue(INPUT), post(status)), String(status)).toBe(false);
    }
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendPageFeedback(pageFeedbackIssue(INPUT), offline)).toBe(false);
  });
});
