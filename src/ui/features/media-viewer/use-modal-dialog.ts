import { useEffect, useRef } from 'react';

/**
 * Opens a native `<dialog>` as modal on mount (the page behind becomes inert and Escape fires
 * `cancel`) and focuses `initial` inside it; closes it on unmount.
 */
export function useModalDialog<T extends HTMLElement>() {
  const dialog = useRef<HTMLDialogElement>(null);
  const initial = useRef<T>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return undefined;
    if (!element.open) element.showModal();
    initial.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);
  return { dialog, initial };
}
