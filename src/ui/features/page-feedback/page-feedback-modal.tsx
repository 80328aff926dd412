import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import type { SubmissionStatus } from '../../kit/feedback-submission/feedback-submission.ts';
import { trapTab } from '../../kit/focus-trap/focus-trap.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { CloseIcon } from '../../kit/icons/svg-icons.tsx';
import { pageFeedbackMessages } from './messages.ts';
import styles from './page-feedback.module.css';
import buttons from '../../styles/buttons.module.css';
import { sendLabelId } from './page-feedback-state.ts';
import type { PageRating } from './rating.ts';
import { RatingGroup } from './rating-group.tsx';

/** Rows of the comment area (spec §9: at least 7). */
export const PAGE_FEEDBACK_TEXT_ROWS = 7;

/** Longest comment the endpoint keeps (FEEDBACK_LIMITS.maxTextChars). */
const MAX_COMMENT_CHARS = 5000;

/** Props of {@link PageFeedbackModal}. */
export interface PageFeedbackModalProps {
  /** The page the feedback is about, shown under the heading. */
  pageTitle: string;
  rating: PageRating | 0;
  comment: string;
  status: SubmissionStatus;
  onRate: (rating: PageRating) => void;
  onEdit: (comment: string) => void;
  /** Send feedback / Failed, retry. */
  onSubmit: () => void;
  /** Cancel, the close button or Escape. */
  onClose: () => void;
  /** Called as the modal goes away: the owner puts focus back on the page's rating. */
  onClosed: () => void;
}

/**
 * The page feedback modal (spec §2.10, §4): the rating, still changeable, and a 7-row comment.
 * The button reads 'Send feedback', 'Sending ...' (disabled) or 'Failed, retry'. A native modal
 * `<dialog>`: the page behind is inert, Tab stays inside, Escape closes. Focus starts on the
 * checked rating, so arrow keys carry on from the page's group.
 */
export function PageFeedbackModal(props: PageFeedbackModalProps) {
  const { pageTitle, rating, comment, status, onRate, onEdit, onSubmit, onClose, onClosed } = props;
  const t = useT(pageFeedbackMessages);
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      closed.current();
    };
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'inprogress') onSubmit();
  };
  const sending = status === 'inprogress';

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-page`}
      data-testid="page-feedback-modal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => trapTab(event.currentTarget, event)}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.dialogHeader}>
          <h2 id={`${id}-heading`} className={styles.dialogHeading}>
            {t('pageFeedback.heading')}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('pageFeedback.close')}
            onClick={onClose}
            data-testid="page-feedback-close"
          >
            <CloseIcon />
          </button>
        </div>
        <p id={`${id}-page`} className={styles.pageTitle}>
          {t('pageFeedback.pageTitle', { title: pageTitle })}
        </p>
        <p className={styles.hint}>{t('pageFeedback.requiredHint')}</p>
        <RatingGroup
          name={`${id}-rating`}
          value={rating}
          legend={
            <>
              {t('pageFeedback.ratingLabel')}
              <span className={styles.required} aria-hidden="true">
                {' *'}
              </span>
            </>
          }
          onPick={onRate}
          testId="page-feedback-modal-rating"
          variant="modal"
          required
        />
        <label htmlFor={`${id}-comment`} className={styles.fieldLabel}>
          {t('pageFeedback.commentLabel')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.textarea}
          rows={PAGE_FEEDBACK_TEXT_ROWS}
          maxLength={MAX_COMMENT_CHARS}
          aria-describedby={`${id}-comment-hint`}
          value={comment}
          onChange={(event) => onEdit(event.currentTarget.value)}
          data-testid="page-feedback-comment"
        />
        <p id={`${id}-comment-hint`} className={styles.hint}>
          {t('pageFeedback.commentHint')}
        </p>
        {status === 'failed' && (
          <p className={styles.error} role="alert" data-testid="page-feedback-error">
            {t('pageFeedback.failedMessage')}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('pageFeedback.cancel')}
          </button>
          <button
            type="submit"
            className={buttons.primary}
            disabled={sending}
            data-status={status}
            data-testid="page-feedback-submit"
          >
            {t(sendLabelId(status))}
          </button>
        </div>
      </form>
    </dialog>
  );
}
