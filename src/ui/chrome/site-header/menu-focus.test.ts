import { describe, expect, it } from 'vitest';
import { focusTarget } from './menu-focus.ts';

describe('focusTarget', () => {
  it('steps with the arrows, wrapping at both ends', () => {
    expect(focusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(focusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(focusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(focusTarget('ArrowUp', -1, 3)).toBe(2);
    expect(focusTarget('ArrowDown', -1, 3)).toBe(0);
  });

  it('jumps with Home and End and ignores other keys and empty lists', () => {
    expect(focusTarget('Home', 2, 3)).toBe(0);
    expect(focusTarget('End', 0, 3)).toBe(2);
    expect(focusTarget('Tab', 0, 3)).toBeUndefined();
    expect(focusTarget('ArrowDown', -1, 0)).toBeUndefined();
  });
});
