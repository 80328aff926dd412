import { describe, expect, it } from 'vitest';
import { wrapFocus } from './focus-trap.ts';

describe('wrapFocus', () => {
  const items = ['close', 'box', 'save'];
  const five = ['a', 'b', 'c', 'd', 'e'];

  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    expect(wrapFocus(items, 'save', false)).toBe('close');
    expect(wrapFocus(items, 'close', true)).toBe('save');
    expect(wrapFocus(five, 'e', false)).toBe('a');
    expect(wrapFocus(five, 'a', true)).toBe('e');
  });

  it('lets the browser move focus between inner elements', () => {
    expect(wrapFocus(items, 'box', false)).toBeUndefined();
    expect(wrapFocus(items, 'box', true)).toBeUndefined();
    expect(wrapFocus(five, 'b', false)).toBeUndefined();
    expect(wrapFocus(five, 'd', true)).toBeUndefined();
  });

  it('pulls focus in from outside (or from the non-tabbable title) to the first or last element', () => {
    expect(wrapFocus(items, 'elsewhere', false)).toBe('close');
    expect(wrapFocus(items, null, true)).toBe('save');
    expect(wrapFocus(five, 'title', false)).toBe('a');
    expect(wrapFocus(five, 'title', true)).toBe('e');
  });

  it('does nothing without focusable elements', () => {
    expect(wrapFocus([], null, false)).toBeUndefined();
    expect(wrapFocus([], 'title', true)).toBeUndefined();
  });
});
