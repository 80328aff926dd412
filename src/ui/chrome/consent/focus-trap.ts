/** Elements a keyboard user can Tab to inside a container. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab should go instead of its default, to keep focus inside a modal: from the last
 * element forwards to the first, from the first (or from outside) backwards to the last.
 * Undefined means the default move already stays inside.
 */
export function wrapFocus<T>(focusables: readonly T[], active: T | null, backwards: boolean): T | undefined {
  if (focusables.length === 0) return undefined;
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  const index = active === null ? -1 : focusables.indexOf(active);
  if (index < 0) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === focusables.length - 1) return first;
  return undefined;
}

/** Keeps Tab and Shift+Tab inside `container`; call from its keydown handler. */
export function trapTab(
  container: HTMLElement,
  event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault(): void },
): void {
  if (event.key !== 'Tab') return;
  const focusables = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hidden && element.getClientRects().length > 0,
  );
  const target = wrapFocus(focusables, document.activeElement as HTMLElement | null, event.shiftKey);
  if (target === undefined) return;
  event.preventDefault();
  target.focus();
}
