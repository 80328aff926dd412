import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AiAnswer as Answer } from '../../../schemas/ai.ts';
import { AI_FEEDBACK_FIELD_ID, AiFeedbackIssueSchema } from '../../../schemas/feedback.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { attr, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { AiAnswer } from './ai-answer.tsx';
import { AiFeedbackModal } from './ai-feedback-modal.tsx';
import { answerReducer, type AnswerState } from './answer-state.ts';
import { askAi } from './ask-client.ts';
import { submitLabelId } from './submit-label.ts';
import { AI_ANSWER_CATALOGUES } from './index.ts';
import { FEEDBACK_ISSUE_PATH } from '../../../core/feedback/feedback-issue-path.ts';
import { aiFeedbackIssue, submitFeedbackIssue } from './submit-feedback.ts';

const ANSWER: Answer = {
  message: 'Send a POST to `/rest/api/3/webhook` [1].\n\n- Refresh it every **30 days** [2]',
  sources: [
    {
      id: 1,
      href: '/cloud/jira/platform/webhooks/#registering-a-webhook',
      pageTitle: 'Webhooks',
      heading: 'Registering a webhook',
      productTitle: 'Jira Cloud platform',
    },
    {
      id: 2,
      href: '/cloud/confluence/modules/webhook/',
      pageTitle: 'Webhook',
      heading: '',
      productTitle: 'Confluence Cloud',
    },
  ],
  outcome: 'answered',
  provider: 'extractive',
};
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[0]);
const render = (state: AnswerState, query = 'register webhook', locale: 'en' | 'fr' = 'en') =>
  renderToStaticMarkup(
    <I18nProvider value={payloadFor(locale, ...AI_ANSWER_CATALOGUES)}>
      <AiAnswer query={query} aiBrandName="Example AI" initialState={state} />
    </I18nProvider>,
  );

describe('answerReducer', () => {
  it('asks, answers, and ignores the late answer of an older question', () => {
    let state = answerReducer({ status: 'idle' }, { type: 'ask', question: 'a', ask: 1 });
    state = answerReducer(state, { type: 'ask', question: 'b', ask: 2 });
    expect(answerReducer(state, { type: 'answered', ask: 1, answer: ANSWER })).toBe(state);
    state = answerReducer(state, { type: 'answered', ask: 2, answer: ANSWER });
    expect(state).toEqual({ status: 'answered', question: 'b', answer: ANSWER });
    expect(answerReducer(state, { type: 'vote', vote: 'down' })).toMatchObject({ vote: 'down' });
  });

  it('stops a question in flight, and a failure after the stop changes nothing', () => {
    const loading = answerReducer({ status: 'idle' }, { type: 'ask', question: 'a', ask: 1 });
    const stopped = answerReducer(loading, { type: 'stop' });
    expect(stopped).toEqual({ status: 'stopped', question: 'a' });
    expect(answerReducer(stopped, { type: 'failed', ask: 1, failure: 'network' })).toBe(stopped);
    expect(answerReducer(loading, { type: 'failed', ask: 1, failure: 'timeout' })).toEqual({
      status: 'error',
      question: 'a',
      failure: 'timeout',
    });
  });
});

describe('submitLabelId (spec §4 feedback states)', () => {
  it("labels the button 'Send feedback', 'Sending ...' and 'Failed, retry'", () => {
    const [catalogue] = AI_ANSWER_CATALOGUES;
    expect(['default', 'inprogress', 'failed'].map((s) => catalogue[submitLabelId(s as never)])).toEqual([
      'Send feedback',
      'Sending ...',
      'Failed, retry',
    ]);
  });
});

describe('askAi', () => {
  const reply = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }));

  it('GETs /api/search/ai/ask with q and contentId and reads the whole answer', async () => {
    const fetchImpl = reply(200, ANSWER);
    const signal = new AbortController().signal;
    expect(await askAi('how to register?', '/cloud/', signal, fetchImpl)).toEqual({
      ok: true,
      answer: ANSWER,
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/search/ai/ask?q=how+to+register%3F&contentId=%2Fcloud%2F',
      expect.objectContaining({ signal, credentials: 'same-origin' }),
    );
  });

  it('turns error codes, malformed answers and network errors into failures', async () => {
    const signal = new AbortController().signal;
    const cases: [typeof fetch, string][] = [
      [reply(504, { error: 'slow', code: 'timeout' }), 'timeout'],
      [reply(400, { error: 'bad', code: 'bad_request' }), 'badRequest'],
      [reply(404, { error: 'off', code: 'disabled' }), 'disabled'],
      [reply(502, { error: 'x', code: 'provider_failed' }), 'failed'],
      [reply(500, '<html>'), 'failed'],
      [reply(200, { message: 1 }), 'failed'],
      [vi.fn(async () => Promise.reject(new TypeError('offline'))), 'network'],
    ];
    for (const [fetchImpl, failure] of cases) {
      expect(await askAi('q', undefined, signal, fetchImpl)).toEqual({ ok: false, failure });
    }
  });

  it('rejects when the reader aborts, so a stopped question shows no error', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const pending = askAi('q', undefined, controller.signal, fetchImpl);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});

describe('AI feedback submission', () => {
  it('builds the AI feedback issue of spec §3 with the custom field', () => {
    const issue = aiFeedbackIssue({
      question: 'How do I register a webhook?',
      answer: ANSWER.message,
      contentId: '/cloud/',
      feedbackType: 'inaccurate',
      comment: 'Wrong product',
      pageUrl: 'https://developer.example.com/cloud/',
    });
    expect(AiFeedbackIssueSchema.parse(issue)).toEqual({
      textFeedback: 'Wrong product',
      pageUrl: 'https://developer.example.com/cloud/',
      [AI_FEEDBACK_FIELD_ID]: {
        question: 'How do I register a webhook?',
        answer: ANSWER.message,
        contentId: '/cloud/',
        feedbackType: 'inaccurate',
      },
    });
  });

  it('succeeds only at status 200; any other status or a network error is false', async () => {
    const post = (status: number) => vi.fn(async () => new Response('{}', { status }));
    const ok = post(200);
    expect(await submitFeedbackIssue({ a: 1 }, ok)).toBe(true);
    expect(ok).toHaveBeenCalledWith(FEEDBACK_ISSUE_PATH, { a: 1 });
    expect(FEEDBACK_ISSUE_PATH).toBe('/api/feedback-provider/issue');
    for (const status of [201, 204, 400, 403, 500, 503])
      expect(await submitFeedbackIssue({}, post(status))).toBe(false);
    expect(
      await submitFeedbackIssue(
        {},
        vi.fn(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).toBe(false);
  });
});

describe('AiAnswer', () => {
  it('offers to ask the typed question, and cannot ask an empty one', () => {
    const [ask] = tagsWithTestId(render({ status: 'idle' }), 'ai-ask');
    expect(textOf(buttons(render({ status: 'idle' }))[0]!)).toBe('Ask Example AI: “register webhook”');
    expect(ask).not.toMatch(/disabled/);
    const empty = render({ status: 'idle' }, '  ');
    expect(textOf(buttons(empty)[0]!)).toBe('Ask Example AI');
    expect(tagsWithTestId(empty, 'ai-ask')[0]).toMatch(/disabled=""/);
  });

  it('shows a status and a Stop button while asking', () => {
    const html = render({ status: 'loading', question: 'q', ask: 1 });
    expect(html).toMatch(/<section[^>]*aria-label="Example AI answer"[^>]*aria-busy="true"/);
    expect(html).toMatch(/<p role="status"[^>]*>.*Finding an answer in the documentation…<\/p>/);
    expect(textOf(tagsWithTestId(html, 'ai-stop')[0]! + '</button>')).toBe('');
    expect(buttons(html).map(textOf)).toEqual(['Stop']);
  });

  it('renders the answer with its citations as links to the cited sections, the sources and the votes', () => {
    const html = render({ status: 'answered', question: 'q', answer: ANSWER });
    const citations = tagsWithTestId(html, 'ai-citation');
    expect(citations.map((tag) => attr(tag, 'href'))).toEqual([
      '/cloud/jira/platform/webhooks/#registering-a-webhook',
      '/cloud/confluence/modules/webhook/',
    ]);
    expect(attr(citations[0], 'aria-label')).toBe('Source 1: Registering a webhook – Webhooks');
    const message = html.slice(
      html.indexOf('data-testid="ai-answer-message"'),
      html.indexOf('data-testid="ai-sources"'),
    );
    expect(message).toContain('<code');
    expect(message).toContain('<strong>30 days</strong>');
    expect(message).toMatch(/<ul><li>Refresh it every/);
    expect(textOf(html.slice(html.indexOf('data-testid="ai-sources"')))).toContain(
      'Registering a webhook – WebhooksJira Cloud platformWebhookConfluence Cloud',
    );
    const up = tagsWithTestId(html, 'ai-vote-up')[0];
    const down = tagsWithTestId(html, 'ai-vote-down')[0];
    expect(attr(up, 'aria-label')).toBe('Yes, this answer was helpful');
    expect(attr(down, 'aria-label')).toBe('No, this answer was not helpful');
    expect(attr(up, 'aria-pressed')).toBe('false');
  });

  it("offers 'Give feedback' after a thumbs-down until the feedback is sent", () => {
    const voted = render({ status: 'answered', question: 'q', answer: ANSWER, vote: 'down' });
    expect(tagsWithTestId(voted, 'ai-give-feedback')).toHaveLength(1);
    expect(attr(tagsWithTestId(voted, 'ai-vote-down')[0], 'aria-pressed')).toBe('true');
    const sent = render({
      status: 'answered',
      question: 'q',
      answer: ANSWER,
      vote: 'down',
      feedbackSent: true,
    });
    expect(tagsWithTestId(sent, 'ai-give-feedback')).toHaveLength(0);
  });

  it('says when nothing readable answers the question, and shows errors with Try again', () => {
    const none = render({
      status: 'answered',
      question: 'q',
      answer: { ...ANSWER, message: '', sources: [], outcome: 'no-passages' },
    });
    expect(textOf(tagsWithTestId(none, 'ai-no-answer')[0]! + '</p>')).toBe('');
    expect(textOf(none)).toContain('The documentation you can see doesn’t answer this.');
    const error = render({ status: 'error', question: 'q', failure: 'timeout' });
    expect(attr(tagsWithTestId(error, 'ai-error')[0], 'role')).toBe('alert');
    expect(textOf(error)).toContain('The AI answer took too long.Try again');
    const refused = render({ status: 'error', question: 'q', failure: 'badRequest' });
    expect(textOf(refused)).not.toContain('Try again');
  });

  it('speaks French with a French payload', () => {
    expect(textOf(render({ status: 'idle' }, 'webhook', 'fr'))).toBe(
      'Demander à Example AI\u00a0: «\u00a0webhook\u00a0»',
    );
  });
});

describe('AiFeedbackModal', () => {
  const modal = (locale: 'en' | 'fr' = 'en') =>
    renderToStaticMarkup(
      <I18nProvider value={payloadFor(locale, ...AI_ANSWER_CATALOGUES)}>
        <AiFeedbackModal
          aiBrandName="Example AI"
          onSubmit={async () => true}
          onSent={() => undefined}
          onClose={() => undefined}
        />
      </I18nProvider>,
    );

  it("is a dialog headed 'Share your thoughts', titled 'Help us improve {brand}'", () => {
    const html = modal();
    expect(html).toMatch(/^<dialog[^>]*aria-labelledby="([^"]+)-heading"[^>]*aria-describedby="\1-title"/);
    expect(html).toMatch(/<h2 id="[^"]+-heading"[^>]*>Share your thoughts<\/h2>/);
    expect(html).toMatch(/<p id="[^"]+-title"[^>]*>Help us improve Example AI<\/p>/);
  });

  it('has a required, labelled feedback type, a labelled 7-row text area and Send feedback', () => {
    const html = modal();
    const select = html.match(/<select[^>]*>/)![0];
    expect(select).toMatch(/required=""/);
    expect(attr(select, 'aria-required')).toBe('true');
    const selectId = attr(select, 'id');
    expect(html).toContain(`<label for="${selectId}"`);
    expect(textOf(html.match(/<label for="[^"]+"[^>]*>.*?<\/label>/)![0])).toBe('Feedback type *');
    expect(
      [...html.matchAll(/<option value="([^"]*)"[^>]*>(.*?)<\/option>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['', 'Choose a feedback type'],
      ['inaccurate', 'Inaccurate or misleading'],
      ['irrelevant', 'Not relevant to my question'],
      ['incomplete', 'Incomplete'],
      ['outdated', 'Out of date'],
      ['unsafe', 'Harmful or offensive'],
      ['other', 'Something else'],
    ]);
    const textarea = html.match(/<textarea[^>]*>/)![0];
    expect(Number(attr(textarea, 'rows'))).toBeGreaterThanOrEqual(7);
    expect(html).toContain(`<label for="${attr(textarea, 'id')}"`);
    const submit = tagsWithTestId(html, 'ai-feedback-submit')[0];
    expect(attr(submit, 'type')).toBe('submit');
    expect(submit).not.toMatch(/disabled/);
    expect(buttons(html).map(textOf)).toEqual(['Cancel', 'Send feedback']);
  });

  it('speaks French with a French payload', () => {
    expect(modal('fr')).toMatch(/>Partagez votre avis<\/h2>/);
    expect(modal('fr')).toContain('Aidez-nous à améliorer Example AI');
  });
});
