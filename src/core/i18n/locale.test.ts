import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, isLocale, languageTag, negotiateLocale } from './locale.ts';

const ALL = ALL_LOCALES;

describe('languageTag', () => {
  it('turns catalogue names into BCP 47 tags', () => {
    expect(ALL.map(languageTag)).toEqual(['en', 'en-GB', 'fr', 'en-ZZ']);
  });
});

describe('isLocale', () => {
  it('accepts only supported names', () => {
    expect(isLocale('fr', ALL)).toBe(true);
    expect(isLocale('fr', ['en'])).toBe(false);
    expect(isLocale('de', ALL)).toBe(false);
    expect(isLocale(undefined, ALL)).toBe(false);
  });
});

describe('negotiateLocale', () => {
  it('prefers the saved choice, the pseudo-locale included', () => {
    expect(negotiateLocale('en_ZZ', 'fr', ALL, 'en')).toBe('en_ZZ');
    expect(negotiateLocale('fr', 'en-GB', ALL, 'en')).toBe('fr');
  });

  it('ignores a saved choice the site does not offer', () => {
    expect(negotiateLocale('en_ZZ', 'fr', ['en', 'fr'], 'en')).toBe('fr');
    expect(negotiateLocale('xx', null, ALL, 'en_GB')).toBe('en_GB');
  });

  it('matches Accept-Language by full tag, then by language, case-insensitively', () => {
    expect(negotiateLocale(undefined, 'en-GB,en;q=0.9', ALL, 'en')).toBe('en_GB');
    expect(negotiateLocale(undefined, 'EN-gb', ALL, 'en')).toBe('en_GB');
    expect(negotiateLocale(undefined, 'fr-CA', ALL, 'en')).toBe('fr');
    expect(negotiateLocale(undefined, 'en-US', ALL, 'fr')).toBe('en');
  });

  it('ranks by quality, then by order, and skips q=0', () => {
    expect(negotiateLocale(undefined, 'de, en;q=0.5, fr;q=0.8', ALL, 'en')).toBe('fr');
    expect(negotiateLocale(undefined, 'en;q=0.8, fr;q=0.8', ALL, 'en_GB')).toBe('en');
    expect(negotiateLocale(undefined, 'fr;q=0, en-GB;q=0.1', ALL, 'en')).toBe('en_GB');
  });

  it('never negotiates the pseudo-locale', () => {
    expect(negotiateLocale(undefined, 'en-ZZ', ALL, 'fr')).toBe('en');
    expect(negotiateLocale(undefined, 'en-ZZ', ['en_ZZ', 'fr'], 'fr')).toBe('fr');
  });

  it('falls back to the default without a usable header', () => {
    expect(negotiateLocale(undefined, null, ALL, 'fr')).toBe('fr');
    expect(negotiateLocale(undefined, '*', ALL, 'en_GB')).toBe('en_GB');
    expect(negotiateLocale(undefined, 'de-DE, ja', ALL, 'en')).toBe('en');
  });
});
