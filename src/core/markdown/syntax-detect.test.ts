import { describe, expect, it } from 'vitest';
import { GFM_SYNTAX, mayHoldDirective } from './syntax-detect.ts';

const mayOccur = (name: string, source: string) => GFM_SYNTAX.find((s) => s.name === name)!.mayOccur(source);

describe('syntax detection', () => {
  it('finds delimiter rows, in containers and without pipes, and not thematic breaks', () => {
    for (const row of ['|-|', '| :-- | --: |', 'a\n:-', '-:', '-|', '> | - |', '   |---|\r\n'])
      expect(mayOccur('table', row), row).toBe(true);
    for (const text of ['---', '- - -', 'a | b', '|a|', '- item | x'])
      expect(mayOccur('table', text), text).toBe(false);
  });

  it('finds email, footnote and strikethrough candidates', () => {
    expect(mayOccur('email', 'a.b+c@d.e')).toBe(true);
    expect(mayOccur('email', '@mention and foo @ bar')).toBe(false);
    expect(mayOccur('footnote', '![^x]')).toBe(true);
    expect(mayOccur('footnote', '[x]^')).toBe(false);
    expect(mayOccur('strikethrough', 'a~b')).toBe(true);
  });

  it('finds every character micromark lets start a directive name', () => {
    for (const text of [':a', '10:30', ':\tx', ':😀', ':é', ':\u0000'])
      expect(mayHoldDirective(text), text).toBe(true);
    for (const text of [': a', ':', ':\n', '::', ':-)', 'http://x', ':[a]', ':\u00a0'])
      expect(mayHoldDirective(text), text).toBe(false);
  });
});
