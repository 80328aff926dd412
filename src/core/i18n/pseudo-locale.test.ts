import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { argumentNames, formatIcu } from './icu-format.ts';
import { pseudoLocalize } from './pseudo-locale.ts';

describe('pseudoLocalize', () => {
  it('accents letters, lengthens by about a third and brackets the message', () => {
    expect(pseudoLocalize('Copy')).toBe('⟦Çóþý~~⟧');
    expect(pseudoLocalize('Sign in 2')).toBe('⟦Šíĝñ íñ 2~~⟧');
    // Long padding breaks into groups, as words would.
    expect(pseudoLocalize('a'.repeat(33))).toBe(`⟦${'á'.repeat(33)}~~~~~ ~~~~~ ~⟧`);
  });

  it('keeps argument names, plural and select keywords, # and quoted text intact', () => {
    const message =
      "{count, plural, =0 {No items} one {# item for {name}} other {# items}} '{raw}' {m, select, dark {Dark} other {Light}}";
    const pseudo = pseudoLocalize(message);
    expect(() => parse(pseudo)).not.toThrow();
    expect(argumentNames(pseudo)).toEqual(argumentNames(message));
    expect(formatIcu(pseudo, { count: 1, name: 'Ann', m: 'dark' })).toBe(
      '⟦1 íţéɱ ƒóŕ Ann {raw} Ðáŕķ~~~~~ ~~~~~⟧',
    );
  });
});
