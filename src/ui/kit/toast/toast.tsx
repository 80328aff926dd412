import { useEffect } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { CloseIcon } from '../icons/svg-icons.tsx';
import { toastMessages } from './messages.ts';
import styles from './toast.module.css';

/** How long a toast stays before it dismisses itself, in milliseconds. */
export const TOAST_DURATION_MS = 6000;

/** Props of {@link Toast}. */
export interface ToastProps {
  title: string;
  description?: string | undefined;
  /** Called when the reader dismisses it or its time is up. */
  onDismiss: () => void;
  /** Milliseconds before it dismisses itself; defaults to TOAST_DURATION_MS. */
  durationMs?: number;
  /** Test hook on the root element. */
  testId?: string;
}

/**
 * A small success message pinned to the bottom of the viewport (spec §2.10 success toast). It is
 * a polite live region, so screen readers announce it without moving focus, and it dismisses
 * itself after `durationMs`; a Dismiss button closes it sooner.
 */
export function Toast({ title, description, onDismiss, durationMs = TOAST_DURATION_MS, testId }: ToastProps) {
  const t = useT(toastMessages);
  useEffect(() => {
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [onDismiss, durationMs]);
  return (
    <div className={styles.toast} role="status" aria-live="polite" aria-atomic="true" data-testid={testId}>
      <span className={styles.icon} aria-hidden="true">
        ✓
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description !== undefined && <p className={styles.description}>{description}</p>}
      </div>
      <button type="button" className={styles.dismiss} aria-label={t('toast.dismiss')} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** Props of {@link FeedbackThanksToast}. */
export interface FeedbackThanksToastProps {
  onDismiss: () => void;
  durationMs?: number;
}

/** The feedback success toast: 'Thank you!' / "We'll use your feedback to improve this page.". */
export function FeedbackThanksToast({ onDismiss, durationMs }: FeedbackThanksToastProps) {
  const t = useT(toastMessages);
  return (
    <Toast
      title={t('toast.feedbackThanks.title')}
      description={t('toast.feedbackThanks.description')}
      onDismiss={onDismiss}
      testId="feedback-thanks-toast"
      {...(durationMs === undefined ? {} : { durationMs })}
    />
  );
}
