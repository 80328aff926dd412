import { useCallback, useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import type { PageFeedbackIssueInput } from '../../../schemas/feedback.ts';
import { sendUIEvent } from '../../kit/analytics/send-event.ts';
import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { useIslandReady } from '../../kit/islands/use-island-ready.ts';
import { FeedbackThanksToast } from '../../kit/toast/toast.tsx';
import { pageFeedbackMessages } from './messages.ts';
import styles from './page-feedback.module.css';
import { coerceRatingScore, pageFeedbackIssue, sendPageFeedback } from './page-feedback-issue.ts';
import { PageFeedbackModal } from './page-feedback-modal.tsx';
import { INITIAL_PAGE_FEEDBACK, pageFeedbackReducer } from './page-feedback-state.ts';
import { parseRating, type PageRating } from './rating.ts';
import { RatingGroup } from './rating-group.tsx';

/** Props of {@link PageFeedback}; see README.md. */
export interface PageFeedbackProps {
  /** Messages: `payloadFor(locale, ...PAGE_FEEDBACK_CATALOGUES)`. */
  i18n: I18nPayload;
  /** The page's title, sent as pageTitle and shown in the modal. */
  pageTitle: string;
  /** The page's route, sent as pathName. */
  pathName: string;
  /** The signed-in account's id, sent as userAid; undefined for an anonymous reader. */
  userAid?: string | undefined;
}

/**
 * ISLAND (`client:interaction`): the page feedback collector at the end of every documentation
 * page (spec §2.10, §3 "Feedback", §4, §5, §7). The rating group is complete server HTML; choosing
 * a step opens the modal. See README.md.
 */
export function PageFeedback({ i18n, ...props }: PageFeedbackProps) {
  return (
    <I18nProvider value={i18n}>
      <Collector {...props} />
    </I18nProvider>
  );
}

function Collector({ pageTitle, pathName, userAid }: Omit<PageFeedbackProps, 'i18n'>) {
  const t = useT(pageFeedbackMessages);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  const [state, dispatch] = useReducer(pageFeedbackReducer, INITIAL_PAGE_FEEDBACK);
  /** The issue of the latest send, for the silent retry when the modal closes after a failure. */
  const lastIssue = useRef<PageFeedbackIssueInput | undefined>(undefined);

  // A step picked before the island hydrated is checked natively and React keeps it: it is the
  // reader's choice, so it opens the modal now. (The form's autocomplete="off" keeps the browser
  // from restoring a checked step on reload, which would look like a choice.)
  useEffect(() => {
    const rating = parseRating(group.current?.querySelector<HTMLInputElement>('input:checked')?.value);
    if (rating !== undefined) dispatch({ type: 'choose', rating });
  }, []);
  useIslandReady(root);

  const send = async (issue: PageFeedbackIssueInput, silent: boolean) => {
    lastIssue.current = issue;
    dispatch({ type: 'submit', silent });
    if (await sendPageFeedback(issue)) {
      dispatch({ type: 'succeeded' });
      sendUIEvent({
        eventType: 'ui',
        action: 'submitted',
        actionSubject: 'feedback',
        actionSubjectId: 'pageFeedback',
        attributes: { url: pathName, ratingScore: coerceRatingScore(issue.ratingScore) },
      });
    } else {
      dispatch({ type: 'failed', silent });
    }
  };
  const submit = () => {
    if (state.rating === 0 || state.submission.status === 'inprogress') return;
    const issue = pageFeedbackIssue({
      pageTitle,
      pageUrl: location.href,
      pathName,
      rating: state.rating,
      comment: state.submission.comment,
      userAid,
    });
    void send(issue, false);
  };
  const close = () => {
    // Closing on 'Failed, retry' tries once more in the background: a failure then changes
    // nothing on screen (spec §4 silent retry), a success shows the thank-you flag.
    const retry = state.submission.status === 'failed' ? lastIssue.current : undefined;
    dispatch({ type: 'close' });
    if (retry !== undefined) void send(retry, true);
  };
  const choose = (rating: PageRating) => dispatch({ type: 'choose', rating });
  const focusRating = useCallback(() => {
    const steps = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    (checked ?? steps?.[0])?.focus();
  }, []);
  const dismissThanks = useCallback(() => dispatch({ type: 'thanksShown' }), []);

  return (
    <div ref={root} className={styles.collector} data-testid="page-feedback" data-sent={state.sent}>
      {/* A form only for autocomplete="off"; Enter on a step opens the modal instead of submitting. */}
      <form autoComplete="off" onSubmit={(event: FormEvent) => event.preventDefault()} noValidate>
        <RatingGroup
          name={`${id}-page-rating`}
          value={state.rating}
          legend={t('pageFeedback.legend')}
          describedBy={`${id}-hint`}
          onPick={choose}
          onMove={(rating) => dispatch({ type: 'move', rating })}
          testId="page-feedback-rating"
          variant="page"
          groupRef={group}
          pickOnKeys
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('pageFeedback.hint')}
        </p>
      </form>
      {state.sent && (
        <p className={styles.sent} data-testid="page-feedback-sent">
          {t('pageFeedback.sent')}
        </p>
      )}
      {state.open && (
        <PageFeedbackModal
          pageTitle={pageTitle}
          rating={state.rating}
          comment={state.submission.comment}
          status={state.submission.status}
          onRate={(rating) => dispatch({ type: 'rate', rating })}
          onEdit={(comment) => dispatch({ type: 'edit', comment })}
          onSubmit={submit}
          onClose={close}
          onClosed={focusRating}
        />
      )}
      {/* Always rendered: its live region must exist before the thank-you lands in it. */}
      <FeedbackThanksToast open={state.submission.showThanks} onDismiss={dismissThanks} />
    </div>
  );
}
