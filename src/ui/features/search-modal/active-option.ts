/** Keys that move the active option of the results list (combobox with aria-activedescendant). */
export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The option active after a key, over `count` options; -1 means none (focus stays in the input
 * with no option active). Down from none goes to the first, up from none to the last; both wrap.
 */
export function nextActive(active: number, count: number, key: NavigationKey): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/** Whether a key is one {@link nextActive} handles. */
export function isNavigationKey(key: string): key is NavigationKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}
