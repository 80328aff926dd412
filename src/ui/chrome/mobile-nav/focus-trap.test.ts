import { describe, expect, it } from 'vitest';
import { nextTrapIndex } from './focus-trap.ts';

describe('nextTrapIndex', () => {
  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    expect(nextTrapIndex(4, 5, false)).toBe(0);
    expect(nextTrapIndex(0, 5, true)).toBe(4);
  });

  it('lets the browser move focus between inner elements', () => {
    expect(nextTrapIndex(1, 5, false)).toBeUndefined();
    expect(nextTrapIndex(3, 5, true)).toBeUndefined();
  });

  it('pulls focus in from outside (or from the non-tabbable title) to the first or last element', () => {
    expect(nextTrapIndex(-1, 5, false)).toBe(0);
    expect(nextTrapIndex(-1, 5, true)).toBe(4);
  });

  it('does nothing without focusable elements', () => {
    expect(nextTrapIndex(-1, 0, false)).toBeUndefined();
  });
});
