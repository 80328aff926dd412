/**
 * Where a key moves focus in a list of `count` links, from `current` (-1: none focused):
 * ArrowDown and ArrowUp step and wrap, Home and End jump; undefined for any other key.
 */
export function focusTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
