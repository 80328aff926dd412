import { languageTag, type Locale } from '../../core/i18n/locale.ts';
import { languageName, nearestUiLocale, textDirection } from '../../core/content/i18n/content-locale.ts';
import type { Navigation } from '../../schemas/navigation.ts';
import type { PackageSummary } from '../../schemas/built.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { contentLanguageMessages } from '../../ui/features/content-language/messages.ts';
import type { PageInLanguage } from '../content/content-language.ts';
import type { PageLanguageOption } from '../../ui/chrome/locale-control/page-languages.ts';
import { markNavigationLanguage, sameLanguage } from './navigation-language.ts';

/** A language of the page as the locale control offers it (its name in itself). */
export type PageLanguageChoice = PageLanguageOption;

/**
 * What a documentation page shows about its content language (decision 0042): the article's
 * `lang`, the fallback notice in the chrome's language, the canonical path (a fallback's is the
 * default page), the `hreflang` alternates and the locale control's page languages (only when the
 * page exists in more than one language), and the navigation of the URL's content locale.
 */
export function contentLanguageData(
  page: PageInLanguage,
  locale: Locale,
  uiLocales: readonly Locale[],
  pkg: PackageSummary | undefined,
  navigation: (pkg: PackageSummary) => Navigation | null,
) {
  const chromeLang = languageTag(locale);
  const translated = page.languages.length > 1;
  const original = page.languages.find((language) => language.lang === page.defaultLang);
  const localeNavigation =
    pkg === undefined || page.urlLocale === undefined ? undefined : pkg.localeNavigation?.[page.urlLocale];
  const navigationLang = page.urlLocale ?? page.defaultLang;
  return {
    articleLang: page.contentLang,
    /** The navigation's language when the chrome's differs: its labels are marked with it. */
    navigationLang: sameLanguage(navigationLang, chromeLang) ? undefined : navigationLang,
    articleDir: textDirection(page.contentLang),
    notice:
      page.fallback && page.urlLocale !== undefined
        ? {
            language: languageName(page.urlLocale, chromeLang),
            defaultLanguage: languageName(page.contentLang, chromeLang),
            i18n: payloadFor(locale, contentLanguageMessages),
          }
        : undefined,
    canonicalPath: page.fallback ? page.defaultRoute : undefined,
    alternates: translated
      ? [
          ...page.languages.map(({ lang, route }) => ({ hreflang: lang, href: route })),
          ...(original === undefined ? [] : [{ hreflang: 'x-default', href: original.route }]),
        ]
      : [],
    pageLanguages: translated
      ? page.languages.map(({ lang, route }): PageLanguageChoice => ({
          lang,
          name: languageName(lang, lang),
          href: route,
          uiLocale: nearestUiLocale(lang, uiLocales, locale),
        }))
      : [],
    /** The URL's content language: the locale control marks it as the current one. */
    currentLanguage: page.urlLocale ?? page.defaultLang,
    navigation: markedNavigation(
      pkg === undefined
        ? null
        : navigation(localeNavigation ? { ...pkg, navigation: localeNavigation } : pkg),
      navigationLang,
      chromeLang,
    ),
  };
}

/** The navigation's labels marked with the language they are written in when the chrome's differs. */
function markedNavigation(
  navigation: Navigation | null,
  lang: string,
  chromeLang: string,
): Navigation | null {
  return navigation === null ? null : markNavigationLanguage(navigation, lang, chromeLang);
}
