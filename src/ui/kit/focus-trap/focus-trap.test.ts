import { describe, expect, it } from 'vitest';
import { wrapFocus } from './focus-trap.ts';

describe('wrapFocus', () => {
  const dialog = ['close', 'box', 'save'];
  const drawer = ['a', 'b', 'c', 'd', 'e'];

  it('wraps Tab from the last element to the first', () => {
    expect(wrapFocus(dialog, 'save', false)).toBe('close');
    expect(wrapFocus(drawer, 'e', false)).toBe('a');
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    expect(wrapFocus(dialog, 'close', true)).toBe('save');
    expect(wrapFocus(drawer, 'a', true)).toBe('e');
  });

  it('lets the browser move focus between inner elements', () => {
    expect(wrapFocus(dialog, 'box', false)).toBeUndefined();
    expect(wrapFocus(dialog, 'box', true)).toBeUndefined();
    expect(wrapFocus(drawer, 'b', false)).toBeUndefined();
    expect(wrapFocus(drawer, 'd', true)).toBeUndefined();
  });

  it('pulls focus in from outside the dialog to the first or last element', () => {
    expect(wrapFocus(dialog, 'elsewhere', false)).toBe('close');
    expect(wrapFocus(dialog, null, true)).toBe('save');
    expect(wrapFocus(drawer, 'body', false, { fromNonTabbable: 'browser' })).toBe('a');
    expect(wrapFocus(drawer, 'body', true, { fromNonTabbable: 'browser' })).toBe('e');
  });

  it('moves focus from the non-tabbable title inside to the first or last element by default', () => {
    expect(wrapFocus(drawer, 'title', false, { activeInside: true })).toBe('a');
    expect(wrapFocus(drawer, 'title', true, { activeInside: true })).toBe('e');
  });

  it("leaves the move from the non-tabbable title to the browser with fromNonTabbable 'browser'", () => {
    const options = { activeInside: true, fromNonTabbable: 'browser' } as const;
    expect(wrapFocus(drawer, 'title', false, options)).toBeUndefined();
    expect(wrapFocus(drawer, 'title', true, options)).toBeUndefined();
    // Wrapping at the ends still applies.
    expect(wrapFocus(drawer, 'e', false, options)).toBe('a');
    expect(wrapFocus(drawer, 'a', true, options)).toBe('e');
  });

  it('does nothing without focusable elements', () => {
    expect(wrapFocus([], null, false)).toBeUndefined();
    expect(wrapFocus([], 'title', true, { activeInside: true })).toBeUndefined();
  });
});
