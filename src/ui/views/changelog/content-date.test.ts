import { describe, expect, it } from 'vitest';
import { formatContentDate } from './content-date.ts';

describe('formatContentDate', () => {
  it('writes a content date in the reader’s locale without shifting the day', () => {
    expect(formatContentDate('2026-03-12', 'en')).toBe('March 12, 2026');
    expect(formatContentDate('2026-03-12', 'fr')).toBe('12 mars 2026');
    expect(formatContentDate('2026-01-01', 'en_GB')).toBe('1 January 2026');
  });

  it('keeps a value that is not a date as written', () => {
    expect(formatContentDate('soon', 'fr')).toBe('soon');
    expect(formatContentDate('2026-13-45', 'fr')).toBe('2026-13-45');
  });
});
