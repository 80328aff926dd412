import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { CloseIcon } from '../icons/svg-icons.tsx';
import { toastMessages } from './messages.ts';
import styles from './toast.module.css';

/**
 * How long a toast stays before it dismisses itself, in milliseconds: at least 10 s, so a reader
 * has time to read it (WCAG 2.2.1 allows a time limit longer than 20 hours or an extension; a
 * message that also pauses while hovered or focused, and can be dismissed, is the usual reading).
 */
export const TOAST_DURATION_MS = 10_000;

/** Props of {@link Toast}. */
export interface ToastProps {
  /** Whether the message shows; the live region around it is there either way. */
  open: boolean;
  title: string;
  description?: string | undefined;
  /** Called when the reader dismisses it or its time is up. */
  onDismiss: () => void;
  /** Milliseconds before it dismisses itself; never less than TOAST_DURATION_MS. */
  durationMs?: number;
  /** Test hook on the message's box (present only while it shows). */
  testId?: string;
}

/**
 * A small success message pinned to the bottom of the viewport (spec §2.10 success toast). Its
 * polite live region is rendered empty before the message, because screen readers only announce
 * a change to a region they already know; the message is then inserted into it. It dismisses
 * itself after `durationMs` (10 s at least), never while the pointer is over it or focus is in
 * it; the Dismiss button or Escape closes it sooner and hands focus back to where it came from.
 */
export function Toast({ open, title, description, onDismiss, durationMs, testId }: ToastProps) {
  const t = useT(toastMessages);
  const box = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const stay = Math.max(durationMs ?? TOAST_DURATION_MS, TOAST_DURATION_MS);

  useEffect(() => {
    if (!open || held) return undefined;
    // Restarts in full after a hover or focus ends: the reader was just reading it.
    const timer = setTimeout(onDismiss, stay);
    return () => clearTimeout(timer);
  }, [open, held, onDismiss, stay]);

  // Closing forgets the hover and focus: the box they were on has gone, and may fire no leave.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setHovered(false);
      setFocused(false);
    }
  }

  const dismiss = useCallback(() => {
    // The Dismiss button goes with the message: focus goes back rather than to the page body.
    if (box.current?.contains(document.activeElement) === true && cameFrom.current?.isConnected === true) {
      cameFrom.current.focus();
    }
    onDismiss();
  }, [onDismiss]);

  const focusIn = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
    setFocused(true);
  };
  const focusOut = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || !event.currentTarget.contains(to)) setFocused(false);
  };

  return (
    <div
      ref={box}
      className={open ? styles.toast : undefined}
      data-testid={open ? testId : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={focusIn}
      onBlur={focusOut}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Escape' || !open) return;
        // Only the toast closes, not a dialog it sits in.
        event.preventDefault();
        event.stopPropagation();
        dismiss();
      }}
    >
      <div className={styles.message} role="status" aria-live="polite" aria-atomic="true">
        {open && (
          <>
            <span className={styles.icon} aria-hidden="true">
              ✓
            </span>
            <div className={styles.body}>
              <p className={styles.title}>{title}</p>
              {description !== undefined && <p className={styles.description}>{description}</p>}
            </div>
          </>
        )}
      </div>
      {open && (
        <button type="button" className={styles.dismiss} aria-label={t('toast.dismiss')} onClick={dismiss}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

/** Props of {@link FeedbackThanksToast}. */
export interface FeedbackThanksToastProps {
  /** Whether the thank-you shows; render the component before it does, so it is announced. */
  open: boolean;
  onDismiss: () => void;
  durationMs?: number;
}

/** The feedback success toast: 'Thank you!' / "We'll use your feedback to improve this page.". */
export function FeedbackThanksToast({ open, onDismiss, durationMs }: FeedbackThanksToastProps) {
  const t = useT(toastMessages);
  return (
    <Toast
      open={open}
      title={t('toast.feedbackThanks.title')}
      description={t('toast.feedbackThanks.description')}
      onDismiss={onDismiss}
      testId="feedback-thanks-toast"
      {...(durationMs === undefined ? {} : { durationMs })}
    />
  );
}
