import { describe, expect, it } from 'vitest';
import {
  contentLanguageOfLocale,
  contentLocaleOfPath,
  defaultContentLanguage,
  languageName,
  localizedRoute,
  nearestUiLocale,
  splitLocaleFolder,
  splitLocaleRoute,
  textDirection,
} from './content-locale.ts';

const TAGS = ['fr', 'pt-BR', 'zh-CN'];

describe('content locales', () => {
  it('publishes a translation under the lower-cased tag', () => {
    expect(localizedRoute('/portico/x/', 'pt-BR')).toBe('/pt-br/portico/x/');
    expect(splitLocaleRoute('/pt-br/portico/x/', TAGS)).toEqual({ tag: 'pt-BR', base: '/portico/x/' });
    expect(splitLocaleRoute('/fr/', TAGS)).toEqual({ tag: 'fr', base: '/' });
  });

  it('leaves routes and folders of unlisted languages alone', () => {
    expect(splitLocaleRoute('/de/x/', TAGS)).toEqual({ tag: undefined, base: '/de/x/' });
    expect(splitLocaleFolder('de/setup.md', TAGS)).toBeUndefined();
    expect(splitLocaleFolder('fr.md', TAGS)).toBeUndefined();
    expect(splitLocaleFolder('zh-cn/guides/a.md', TAGS)).toEqual({ tag: 'zh-CN', rest: 'guides/a.md' });
  });

  it('finds the content locale of a request path', () => {
    expect(contentLocaleOfPath('/fr/portico/', TAGS)).toBe('fr');
    expect(contentLocaleOfPath('/fr', TAGS)).toBeUndefined();
    expect(contentLocaleOfPath('/portico/', TAGS)).toBeUndefined();
    expect(contentLocaleOfPath('/fr/portico/', [])).toBeUndefined();
  });

  it('speaks the nearest UI locale, keeping the reader’s own when it is of that language', () => {
    const ui = ['en', 'en_GB', 'en_ZZ', 'fr'] as const;
    expect(nearestUiLocale('fr', ui, 'en')).toBe('fr');
    expect(nearestUiLocale('fr-CA', ui, 'en_GB')).toBe('fr');
    expect(nearestUiLocale('en', ui, 'en_GB')).toBe('en_GB');
    expect(nearestUiLocale('en-GB', ui, 'en')).toBe('en_GB');
    expect(nearestUiLocale('de', ui, 'en_GB')).toBe('en_GB');
  });

  it('names languages and the default content language', () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(languageName('fr', 'fr')).toBe('français');
    expect(defaultContentLanguage('en_GB')).toBe('en-GB');
    expect(defaultContentLanguage('en_ZZ')).toBe('en');
    expect(textDirection('fa')).toBe('rtl');
    expect(textDirection('fr-CA')).toBe('ltr');
    expect(contentLanguageOfLocale('fr', { defaultLocale: 'en', contentLocales: ['fr-CA'] })).toBe('fr-CA');
    expect(contentLanguageOfLocale('en_GB', { defaultLocale: 'en', contentLocales: ['fr'] })).toBe('en');
    expect(contentLanguageOfLocale('fr', { defaultLocale: 'en', contentLocales: [] })).toBeUndefined();
  });
});
