import { describe, expect, it } from 'vitest';
import { argumentNames, formatIcu, IcuSyntaxError } from './icu-format.ts';

describe('formatIcu', () => {
  it('fills arguments and formats numbers for the locale', () => {
    expect(formatIcu('© {year} {vendorName}', { year: 2025, vendorName: 'Acme' })).toBe('© 2025 Acme');
    expect(formatIcu('{n, number} pages', { n: 12345 }, 'en')).toBe('12,345 pages');
    expect(formatIcu('{n, number} pages', { n: 12345 }, 'fr')).toBe('12\u202f345 pages');
  });

  it('chooses plural options by exact value, then by the locale rules, with # as the number', () => {
    const message = '{count, plural, =0 {none} one {# request} other {# requests}}';
    expect([0, 1, 2, 1000].map((count) => formatIcu(message, { count }, 'en'))).toEqual([
      'none',
      '1 request',
      '2 requests',
      '1,000 requests',
    ]);
    // French puts 0 and 1 in 'one'.
    expect(formatIcu('{n, plural, one {# page} other {# pages}}', { n: 0 }, 'fr')).toBe('0 page');
  });

  it('chooses select options, else other', () => {
    const message = '{mode, select, dark {Dark} other {Light}}';
    expect(formatIcu(message, { mode: 'dark' })).toBe('Dark');
    expect(formatIcu(message, { mode: 'sepia' })).toBe('Light');
  });

  it("follows ICU apostrophe quoting: '' is one, ' before syntax quotes it, else literal", () => {
    expect(formatIcu("It''s '{literal}' and it's {x}", { x: 'ok' })).toBe("It's {literal} and it's ok");
    expect(formatIcu("{n, plural, other {'#' is #}}", { n: 3 })).toBe('# is 3');
    expect(formatIcu("'#' outside a plural")).toBe("'#' outside a plural");
  });

  it('leaves a missing argument visible rather than printing nothing', () => {
    expect(formatIcu('Hello {name}', {})).toBe('Hello {name}');
  });

  it('rejects what it does not support', () => {
    expect(() => formatIcu('{d, date}', { d: 1 })).toThrow(IcuSyntaxError);
    expect(() => formatIcu('{n, plural, one {x}}', { n: 1 })).toThrow(IcuSyntaxError);
    expect(() => formatIcu('{open', {})).toThrow(IcuSyntaxError);
  });
});

describe('argumentNames', () => {
  it('lists arguments in order of first use, nested ones included', () => {
    expect(
      argumentNames('{a} {n, plural, one {{b}} other {# {a} {c}}} {s, select, x {{d}} other {}}'),
    ).toEqual(['a', 'n', 'b', 'c', 's', 'd']);
    expect(argumentNames('No arguments')).toEqual([]);
  });
});
