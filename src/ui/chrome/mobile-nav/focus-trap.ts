/** What counts as focusable inside the drawer (hidden elements are filtered out separately). */
export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab moves focus inside a trap of `count` elements, given the index of the focused one
 * (-1 when focus is elsewhere): wraps from the last to the first (and back with Shift) and pulls
 * focus in from outside. Undefined: the browser's own move stays inside, so let it happen.
 */
export function nextTrapIndex(index: number, count: number, backwards: boolean): number | undefined {
  if (count === 0) return undefined;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index === count - 1) return 0;
  return undefined;
}
