import { useEffect, useRef, type RefObject } from 'react';
import { MAIN_CONTENT_ID } from '../layout/skip-link.tsx';

/** What {@link useFocusReturn} gives the banner. */
export interface FocusReturn {
  /** Call just before the decision is saved: notes whether focus is in the banner (or its dialog). */
  leaving: () => void;
}

/**
 * Where focus goes when the banner goes away with focus inside it: back to the element the reader
 * had focused on the page before reaching the banner, or, when there was none (a click right
 * after the page loaded), to the main content, the skip link's target. Without this, removing the
 * focused button drops focus to the document body and a keyboard reader starts over.
 */
export function useFocusReturn(banner: RefObject<HTMLElement | null>, gone: boolean): FocusReturn {
  const before = useRef<HTMLElement | null>(null);
  const pending = useRef(false);

  useEffect(() => {
    const remember = (target: EventTarget | null) => {
      if (target instanceof HTMLElement && target !== document.body && !banner.current?.contains(target)) {
        before.current = target;
      }
    };
    remember(document.activeElement);
    const onFocusIn = (event: FocusEvent) => remember(event.target);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [banner]);

  useEffect(() => {
    if (!gone || !pending.current) return;
    pending.current = false;
    const previous = before.current;
    if (previous?.isConnected === true && previous.checkVisibility()) {
      previous.focus();
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
    // The reader stays where they were on the page; only the keyboard's starting point moves.
    main?.focus({ preventScroll: true });
  }, [gone]);

  return {
    leaving: () => {
      pending.current = banner.current?.contains(document.activeElement) === true;
    },
  };
}
