import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, LOCALE_COOKIE } from '../../../core/i18n/locale.ts';
import { attr } from '../../kit/testing/markup.test-helper.ts';
import { LocaleControl } from './locale-control.tsx';
import { openPageLanguage, type PageLanguageOption } from './page-languages.ts';

const languages: PageLanguageOption[] = [
  { lang: 'en', name: 'English', href: '/portico/', uiLocale: 'en' },
  { lang: 'fr', name: 'français', href: '/fr/portico/', uiLocale: 'fr' },
];

describe('LocaleControl on a translated page', () => {
  it("offers the page's content languages first, the URL's one selected, then the site's locales", () => {
    const html = renderToStaticMarkup(
      <LocaleControl locales={ALL_LOCALES} current="fr" pageLanguages={{ languages, current: 'fr' }} />,
    );
    const groups = [...html.matchAll(/<optgroup label="([^"]*)">(.*?)<\/optgroup>/g)];
    expect(groups.map((m) => m[1])).toEqual(['Languages of this page', 'Site languages']);
    const pageOptions = [...groups[0]![2]!.matchAll(/<option[^>]*>/g)].map((m) => m[0]);
    expect(pageOptions.map((o) => [attr(o, 'value'), attr(o, 'lang')])).toEqual([
      ['page:en', 'en'],
      ['page:fr', 'fr'],
    ]);
    expect(pageOptions[1]).toContain('selected');
    expect(groups[1]![2]).not.toContain('selected');
  });

  it('saves the language’s UI locale and opens the page in that language', () => {
    const calls: string[] = [];
    openPageLanguage(languages[1]!, {
      setCookie: (cookie) => calls.push(cookie),
      secure: true,
      assign: (href) => calls.push(`assign ${href}`),
    });
    expect(calls[0]).toMatch(new RegExp(`^${LOCALE_COOKIE}=fr; path=/;.*Secure$`));
    expect(calls[1]).toBe('assign /fr/portico/');
  });
});
