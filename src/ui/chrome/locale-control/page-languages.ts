import { localeCookie, type LocaleTarget } from './save-locale.ts';
import type { Locale } from '../../../core/i18n/locale.ts';

/** A language a translated page exists in, as the locale control offers it (decision 0042). */
export interface PageLanguageOption {
  /** BCP 47 tag of the content language. */
  lang: string;
  /** The language's name in itself. */
  name: string;
  /** The page's path in that language. */
  href: string;
  /** The UI locale that language's pages speak in: saved when the reader chooses it. */
  uiLocale: Locale;
}

/** Option values of page languages, told apart from the site's UI locales in one select. */
export const PAGE_LANGUAGE_PREFIX = 'page:';

/** The browser surface {@link openPageLanguage} touches. */
export interface PageLanguageTarget extends Pick<LocaleTarget, 'setCookie' | 'secure'> {
  assign(href: string): void;
}

/** The real browser: `document.cookie` and `location.assign()`. */
export function browserPageLanguageTarget(): PageLanguageTarget {
  return {
    setCookie: (cookie) => {
      document.cookie = cookie;
    },
    secure: location.protocol === 'https:',
    assign: (href) => location.assign(href),
  };
}

/**
 * Opens the page in a content language the reader chose: saves the UI locale that language speaks
 * in, so the rest of the site follows, and goes to the page's URL in that language.
 */
export function openPageLanguage(
  option: PageLanguageOption,
  target: PageLanguageTarget = browserPageLanguageTarget(),
): void {
  target.setCookie(localeCookie(option.uiLocale, target.secure));
  target.assign(option.href);
}
