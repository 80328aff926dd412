/**
 * The one focus trap of the portal's modal dialogs: cookie preferences, the mobile navigation
 * drawer, the docs navigation drawer, page feedback and AI feedback. Tab and Shift+Tab wrap
 * inside the dialog, and focus that is outside it (or on its non-tabbable title) is pulled back in.
 */

/** Elements a keyboard user can Tab to (hidden ones are filtered out by {@link focusablesIn}). */
export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Options of {@link wrapFocus} and {@link trapTab}. */
export interface TrapOptions {
  /**
   * Focus on a non-tabbable element inside the dialog (a title focused on opening): 'wrap' (the
   * default) moves Tab to the first element and Shift+Tab to the last; 'browser' leaves the move
   * to the browser, to the element next to it in document order (the docs navigation drawer,
   * whose title sits between its Back and Close buttons).
   */
  fromNonTabbable?: 'wrap' | 'browser';
}

/**
 * Where Tab should go instead of its default, to keep focus inside a modal: from the last
 * element forwards to the first, from the first (or from outside) backwards to the last.
 * `activeInside` tells whether the focused element, when it is none of `focusables`, is still
 * inside the dialog (see {@link TrapOptions}). Undefined means the default move already stays
 * inside.
 */
export function wrapFocus<T>(
  focusables: readonly T[],
  active: T | null,
  backwards: boolean,
  { fromNonTabbable = 'wrap', activeInside = false }: TrapOptions & { activeInside?: boolean } = {},
): T | undefined {
  if (focusables.length === 0) return undefined;
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  const index = active === null ? -1 : focusables.indexOf(active);
  if (index < 0 && activeInside && fromNonTabbable === 'browser') return undefined;
  if (index < 0) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === focusables.length - 1) return first;
  return undefined;
}

/** The elements inside `container` Tab can reach now: focusable, not hidden and rendered. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (element) => !element.hidden && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`; call from a keydown handler on the dialog or on
 * the document (then focus that fell to the body after a click on plain text is pulled back in).
 */
export function trapTab(
  container: HTMLElement,
  event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault(): void },
  options: TrapOptions = {},
): void {
  if (event.key !== 'Tab') return;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const activeInside = active !== null && container.contains(active);
  const target = wrapFocus(focusablesIn(container), active, event.shiftKey, { ...options, activeInside });
  if (target === undefined) return;
  event.preventDefault();
  target.focus();
}
