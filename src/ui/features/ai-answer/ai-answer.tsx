import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import type { AiFeedbackType } from '../../../schemas/feedback.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { FeedbackThanksToast } from '../../kit/toast/toast.tsx';
import { AiFeedbackModal } from './ai-feedback-modal.tsx';
import styles from './ai-answer.module.css';
import buttons from '../../styles/buttons.module.css';
import { AnswerMessage } from './answer-message.tsx';
import { answerText } from './announcement.ts';
import { answerReducer, type AnswerState } from './answer-state.ts';
import { askAi, type AskFailure } from './ask-client.ts';
import { aiAnswerMessages } from './messages.ts';
import { aiFeedbackIssue, submitFeedbackIssue } from './submit-feedback.ts';
import { ThumbDownIcon, ThumbUpIcon } from './thumb-icons.tsx';

/** Props of {@link AiAnswer}; see README.md. */
export interface AiAnswerProps {
  /** The visitor's question: the search input's text. */
  query: string;
  /** The AI assistant's brand name (site config aiBrandName). */
  aiBrandName: string;
  /** The path of the page the question is asked from; sent as contentId. */
  contentId?: string | undefined;
  /** Asks `query` whenever this changes to a number above 0 (e.g. Enter in the modal's AI mode). */
  askRequest?: number | undefined;
  /** Called with the href when the reader follows a citation or source link. */
  onNavigate?: ((href: string) => void) | undefined;
  /** For tests; defaults to fetch. */
  fetchImpl?: typeof fetch | undefined;
  /** The first state, for rendering tests of each screen; defaults to idle. */
  initialState?: AnswerState | undefined;
}

const FAILURE_MESSAGE: Readonly<Record<AskFailure, keyof typeof aiAnswerMessages>> = {
  failed: 'aiAnswer.error.failed',
  timeout: 'aiAnswer.error.timeout',
  network: 'aiAnswer.error.network',
  badRequest: 'aiAnswer.error.badRequest',
  disabled: 'aiAnswer.error.disabled',
};

function currentPageUrl(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

/**
 * The AI answer panel of the search modal (spec §2.9): asks, shows a loading state
 * the reader can stop, the answer with its citations as links, or an error with Try again; then
 * thumbs up (success toast) and thumbs down ('Give feedback', which opens the AI feedback modal).
 * What it is doing is announced through one live region that is there before anything is asked.
 */
export function AiAnswer({
  query,
  aiBrandName,
  contentId,
  askRequest,
  onNavigate,
  fetchImpl,
  initialState,
}: AiAnswerProps) {
  const t = useT(aiAnswerMessages);
  const id = useId();
  const [state, dispatch] = useReducer(answerReducer, initialState ?? { status: 'idle' });
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [thanks, setThanks] = useState(false);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const asks = useRef(0);
  const latest = useRef({ query, contentId, fetchImpl });
  useEffect(() => {
    latest.current = { query, contentId, fetchImpl };
  });

  const ask = useCallback(() => {
    const question = latest.current.query.trim();
    if (question === '') return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const number = ++asks.current;
    dispatch({ type: 'ask', question, ask: number });
    askAi(question, latest.current.contentId, controller.signal, latest.current.fetchImpl).then(
      (outcome) =>
        dispatch(
          outcome.ok
            ? { type: 'answered', ask: number, answer: outcome.answer }
            : { type: 'failed', ask: number, failure: outcome.failure },
        ),
      () => undefined, // aborted: 'stop' or a newer question already set the state
    );
  }, []);

  const stop = () => {
    inFlight.current?.abort();
    dispatch({ type: 'stop' });
  };

  useEffect(() => {
    if (askRequest !== undefined && askRequest > 0) ask();
  }, [askRequest, ask]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const closeThanks = useCallback(() => setThanks(false), []);
  const sendFeedback = (feedbackType: AiFeedbackType, comment: string) =>
    state.status !== 'answered'
      ? Promise.resolve(false)
      : submitFeedbackIssue(
          aiFeedbackIssue({
            question: state.question,
            answer: state.answer.message,
            contentId,
            feedbackType,
            comment,
            pageUrl: currentPageUrl(),
          }),
        );
  // A vote is final, but the buttons stay focusable (aria-disabled, not disabled): focus must be
  // able to return to the thumbs-down button when the feedback modal closes.
  const voted = state.status === 'answered' && state.vote !== undefined;
  const voteUp = () => {
    if (voted) return;
    dispatch({ type: 'vote', vote: 'up' });
    setThanks(true);
    // A silent submission: the thanks shows either way, and a failure changes nothing (spec §4).
    void sendFeedback('helpful', '');
  };
  // Spec §2.9: a thumbs-down vote shows the feedback button, which opens the modal. Focus moves
  // to it, so a keyboard reader lands on what the vote offered.
  const focusFeedback = useRef(false);
  const feedbackButton = useCallback((button: HTMLButtonElement | null) => {
    if (button === null || !focusFeedback.current) return;
    focusFeedback.current = false;
    button.focus();
  }, []);
  const voteDown = () => {
    if (voted) return;
    focusFeedback.current = true;
    dispatch({ type: 'vote', vote: 'down' });
  };
  // One live region, present from the first render, says what the panel is doing: a region
  // inserted together with its text is often not announced.
  const announcement =
    state.status === 'loading'
      ? t('aiAnswer.loading')
      : state.status === 'stopped'
        ? t('aiAnswer.stopped')
        : state.status === 'answered'
          ? state.answer.outcome === 'no-passages'
            ? t('aiAnswer.noAnswer')
            : answerText(state.answer)
          : '';

  const askButton = (
    <button
      type="button"
      className={styles.ask}
      onClick={ask}
      disabled={query.trim() === ''}
      data-testid="ai-ask"
    >
      {query.trim() === ''
        ? t('aiAnswer.ask', { brand: aiBrandName })
        : t('aiAnswer.askQuestion', { brand: aiBrandName, question: query.trim() })}
    </button>
  );

  return (
    <>
      <section
        className={styles.panel}
        aria-label={t('aiAnswer.region', { brand: aiBrandName })}
        aria-busy={state.status === 'loading'}
        data-testid="ai-answer"
        data-status={state.status}
      >
        {state.status === 'loading' ? (
          <div className={styles.loading}>
            <p className={styles.status}>
              <span className={styles.spinner} aria-hidden="true" />
              {t('aiAnswer.loading')}
            </p>
            <button type="button" className={buttons.secondary} onClick={stop} data-testid="ai-stop">
              {t('aiAnswer.stop')}
            </button>
          </div>
        ) : (
          askButton
        )}
        {state.status === 'stopped' && <p className={styles.status}>{t('aiAnswer.stopped')}</p>}
        {state.status === 'error' && (
          <div className={styles.error} role="alert" data-testid="ai-error">
            <p>{t(FAILURE_MESSAGE[state.failure])}</p>
            {state.failure !== 'disabled' && state.failure !== 'badRequest' && (
              <button type="button" className={buttons.secondary} onClick={ask}>
                {t('aiAnswer.retry')}
              </button>
            )}
          </div>
        )}
        {state.status === 'answered' &&
          (state.answer.outcome === 'no-passages' ? (
            <p className={styles.status} data-testid="ai-no-answer">
              {t('aiAnswer.noAnswer')}
            </p>
          ) : (
            <div className={styles.answer}>
              <AnswerMessage answer={state.answer} onNavigate={onNavigate} sourcesLabelId={`${id}-sources`} />
              <p className={styles.disclaimer}>{t('aiAnswer.disclaimer')}</p>
              <div className={styles.votes} role="group" aria-labelledby={`${id}-helpful`}>
                <span id={`${id}-helpful`}>{t('aiAnswer.helpful')}</span>
                <button
                  type="button"
                  className={styles.vote}
                  aria-label={t('aiAnswer.voteUp')}
                  aria-pressed={state.vote === 'up'}
                  aria-disabled={state.vote !== undefined}
                  onClick={voteUp}
                  data-testid="ai-vote-up"
                >
                  <ThumbUpIcon />
                </button>
                <button
                  type="button"
                  className={styles.vote}
                  aria-label={t('aiAnswer.voteDown')}
                  aria-pressed={state.vote === 'down'}
                  aria-disabled={state.vote !== undefined}
                  onClick={voteDown}
                  data-testid="ai-vote-down"
                >
                  <ThumbDownIcon />
                </button>
                {state.vote === 'down' && state.feedbackSent !== true && (
                  <button
                    ref={feedbackButton}
                    type="button"
                    className={buttons.secondary}
                    onClick={() => setFeedbackOpen(true)}
                    data-testid="ai-give-feedback"
                  >
                    {t('aiAnswer.giveFeedback')}
                  </button>
                )}
              </div>
            </div>
          ))}
        {feedbackOpen && (
          <AiFeedbackModal
            aiBrandName={aiBrandName}
            onSubmit={sendFeedback}
            onSent={() => {
              dispatch({ type: 'feedbackSent' });
              setFeedbackOpen(false);
              setThanks(true);
            }}
            onClose={() => setFeedbackOpen(false)}
          />
        )}
        <FeedbackThanksToast open={thanks} onDismiss={closeThanks} />
      </section>
      {/* Outside the section: a region inside an aria-busy one is not announced while it is busy. */}
      <p role="status" className="visually-hidden" data-testid="ai-live">
        {announcement}
      </p>
    </>
  );
}
