import { useEffect, useRef, type RefObject } from 'react';
import { trapTab } from '../../kit/focus-trap/focus-trap.ts';
import { inertOutside } from '../../kit/focus-trap/inert-outside.ts';

/** At this width the menu button is gone and the overlay hidden (spec §2.6), so the drawer closes. */
export const DESKTOP_QUERY = '(min-width: 1025px)';

/** Options of {@link useModalDrawer}. */
export interface ModalDrawerOptions {
  open: boolean;
  dialogRef: RefObject<HTMLElement | null>;
  /**
   * What stays live while open: the dialog and its overlay, whose press closes it. Everything else
   * is made inert. Default: the dialog.
   */
  liveRef?: RefObject<HTMLElement | null> | undefined;
  /** Where focus goes on close; else the element focused when the drawer opened. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
  onClose: () => void;
}

const isShown = (element: Element) => element.getClientRects().length > 0;

/**
 * Modal behaviour of the drawer while `open`: locks page scroll; the page behind is inert, so
 * neither Tab nor a screen reader reaches it; Escape closes; Tab and Shift+Tab stay inside the
 * dialog (listening on the document, so focus that fell to the body after a click on plain text
 * is pulled back in too); reaching desktop width closes; on close, focus returns to the trigger.
 */
export function useModalDrawer({
  open,
  dialogRef,
  liveRef,
  returnFocusRef,
  onClose,
}: ModalDrawerOptions): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const trigger = returnFocusRef?.current ?? previous;
    const { style } = document.documentElement;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    const live = liveRef?.current ?? dialogRef.current;
    const releaseInert = live === null ? undefined : inertOutside(live);

    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (dialog !== null) trapTab(dialog, event);
    };
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => {
      if (wide.matches) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      style.overflow = overflow;
      // Before focus returns: an inert trigger cannot take it.
      releaseInert?.();
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
      // A trigger hidden by then (the viewport grew past the menu button) cannot take focus.
      if (trigger?.isConnected && isShown(trigger)) trigger.focus();
    };
  }, [open, dialogRef, liveRef, returnFocusRef]);
}
