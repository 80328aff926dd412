import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { ALL_LOCALES } from '../../../core/i18n/locale.ts';
import { pickMessages } from '../../i18n/catalogues.ts';
import { attr, textOf } from '../../kit/testing/markup.test-helper.ts';
import { LocaleControl } from './locale-control.tsx';
import { localeControlMessages } from './messages.ts';
import { LOCALE_COOKIE_MAX_AGE, localeCookie, saveLocale } from './save-locale.ts';

describe('LocaleControl', () => {
  it('labels a select that lists each locale by its own name, current one selected', () => {
    const html = renderToStaticMarkup(
      <LocaleControl locales={ALL_LOCALES} current="fr" id="footer-locale" />,
    );
    expect(attr(/<label[^>]*>/.exec(html)?.[0], 'for')).toBe('footer-locale');
    expect(attr(/<select[^>]*>/.exec(html)?.[0], 'id')).toBe('footer-locale');
    const options = [...html.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)];
    expect(options.map((m) => attr(m[0], 'value'))).toEqual(['en', 'en_GB', 'fr', 'en_ZZ']);
    expect(options.map((m) => textOf(m[2]!))).toEqual([
      'English',
      'English (UK)',
      'Français',
      'Pseudo-locale (en_ZZ)',
    ]);
    expect(options.map((m) => attr(m[0], 'lang'))).toEqual(['en', 'en-GB', 'fr', 'en-ZZ']);
    expect(options.filter((m) => m[1]!.includes('selected'))).toHaveLength(1);
    expect(options.find((m) => m[1]!.includes('selected'))?.[0]).toContain('value="fr"');
    expect(textOf(/<label[^>]*>.*?<\/label>/.exec(html)?.[0] ?? '')).toBe('Language');
  });

  it('offers only the locales it is given, English first and the pseudo-locale last', () => {
    const html = renderToStaticMarkup(<LocaleControl locales={['en_ZZ', 'fr', 'en']} current="en" />);
    expect([...html.matchAll(/<option value="(\w+)"/g)].map((m) => m[1])).toEqual(['en', 'fr', 'en_ZZ']);
  });

  it('reads its label from the locale catalogue, but keeps the locale names as they are', () => {
    const html = renderToStaticMarkup(
      <I18nProvider value={{ locale: 'fr', messages: pickMessages('fr', localeControlMessages) }}>
        <LocaleControl locales={ALL_LOCALES} current="fr" />
      </I18nProvider>,
    );
    expect(textOf(/<label[^>]*>.*?<\/label>/.exec(html)?.[0] ?? '')).toBe('Langue');
    expect(html).toContain('>English (UK)</option>');
  });
});

describe('saveLocale', () => {
  it('writes a site-wide, one-year, SameSite=Lax cookie, then reloads', () => {
    const calls: string[] = [];
    saveLocale('en_GB', {
      setCookie: (cookie) => calls.push(`cookie ${cookie}`),
      secure: false,
      reload: () => calls.push('reload'),
    });
    expect(calls).toEqual([`cookie portico_locale=en_GB; path=/; max-age=31536000; SameSite=Lax`, 'reload']);
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  it('marks the cookie Secure on HTTPS pages', () => {
    expect(localeCookie('fr', true)).toBe(
      'portico_locale=fr; path=/; max-age=31536000; SameSite=Lax; Secure',
    );
  });
});
