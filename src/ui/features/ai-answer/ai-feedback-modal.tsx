import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { NEGATIVE_AI_FEEDBACK_TYPES, type AiFeedbackType } from '../../../schemas/feedback.ts';
import { trapTab } from '../../kit/focus-trap/focus-trap.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import styles from './ai-answer.module.css';
import buttons from '../../styles/buttons.module.css';
import { INITIAL_SUBMISSION, submissionReducer } from '../../kit/feedback-submission/feedback-submission.ts';
import { submitLabelId } from './submit-label.ts';
import { aiAnswerMessages } from './messages.ts';

/** Rows of the comment area (spec §2.10, §9: at least 7). */
export const FEEDBACK_TEXT_ROWS = 7;

/** Props of {@link AiFeedbackModal}. */
export interface AiFeedbackModalProps {
  /** The AI assistant's brand, in 'Help us improve {brand}'. */
  aiBrandName: string;
  /** Sends the feedback; resolves true only when the server kept it (status 200). */
  onSubmit: (feedbackType: AiFeedbackType, comment: string) => Promise<boolean>;
  /** Called after a successful send: the owner closes the modal and shows the thank-you toast. */
  onSent: () => void;
  /** Called when the reader closes without sending (Cancel, Escape). */
  onClose: () => void;
}

/**
 * The AI feedback modal (spec §2.10, §4, §5): heading 'Share your thoughts', title 'Help us
 * improve {brand}', a required feedback type and a 7-row comment. The button reads 'Send
 * feedback', 'Sending ...' (disabled) or 'Failed, retry'. A native modal `<dialog>`: the page
 * behind is inert, Tab stays inside, Escape closes, focus returns to what opened it.
 */
export function AiFeedbackModal({ aiBrandName, onSubmit, onSent, onClose }: AiFeedbackModalProps) {
  const t = useT(aiAnswerMessages);
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [state, dispatch] = useReducer(submissionReducer, INITIAL_SUBMISSION);
  const [feedbackType, setFeedbackType] = useState<AiFeedbackType | ''>('');
  const [typeMissing, setTypeMissing] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    selectRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'inprogress') return;
    if (feedbackType === '') {
      setTypeMissing(true);
      selectRef.current?.focus();
      return;
    }
    dispatch({ type: 'submit' });
    if (await onSubmit(feedbackType, state.comment)) {
      dispatch({ type: 'succeeded' });
      onSent();
    } else {
      dispatch({ type: 'failed' });
    }
  };
  const sending = state.status === 'inprogress';

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-title`}
      data-testid="ai-feedback-modal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => trapTab(event.currentTarget, event)}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-heading`} className={styles.dialogHeading}>
          {t('aiFeedback.heading')}
        </h2>
        <p id={`${id}-title`} className={styles.dialogTitle}>
          {t('aiFeedback.title', { brand: aiBrandName })}
        </p>
        <p className={styles.hint}>{t('aiFeedback.requiredHint')}</p>
        <label htmlFor={`${id}-type`} className={styles.label}>
          {t('aiFeedback.typeLabel')}
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        </label>
        <select
          ref={selectRef}
          id={`${id}-type`}
          className={styles.select}
          required
          aria-required="true"
          aria-invalid={typeMissing}
          aria-describedby={typeMissing ? `${id}-type-error` : undefined}
          value={feedbackType}
          onChange={(event) => {
            setFeedbackType(event.currentTarget.value as AiFeedbackType | '');
            setTypeMissing(false);
          }}
          data-testid="ai-feedback-type"
        >
          <option value="">{t('aiFeedback.typeChoose')}</option>
          {NEGATIVE_AI_FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`aiFeedback.type.${type}`)}
            </option>
          ))}
        </select>
        {typeMissing && (
          <p id={`${id}-type-error`} className={styles.fieldError} role="alert">
            {t('aiFeedback.typeMissing')}
          </p>
        )}
        <label htmlFor={`${id}-comment`} className={styles.label}>
          {t('aiFeedback.commentLabel')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.textarea}
          rows={FEEDBACK_TEXT_ROWS}
          maxLength={5000}
          aria-describedby={`${id}-comment-hint`}
          value={state.comment}
          onChange={(event) => dispatch({ type: 'edit', comment: event.currentTarget.value })}
          data-testid="ai-feedback-comment"
        />
        <p id={`${id}-comment-hint`} className={styles.hint}>
          {t('aiFeedback.commentHint')}
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('aiFeedback.cancel')}
          </button>
          <button
            type="submit"
            className={buttons.primary}
            disabled={sending}
            data-status={state.status}
            data-testid="ai-feedback-submit"
          >
            {t(submitLabelId(state.status))}
          </button>
        </div>
      </form>
    </dialog>
  );
}
