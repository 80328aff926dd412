import { LOCALE_COOKIE, type Locale } from '../../../core/i18n/locale.ts';

/** How long the locale choice is kept: one year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment that saves a locale for the whole site. SameSite=Lax keeps it
 * on top-level navigations from other sites; Secure is added on HTTPS pages.
 */
export function localeCookie(locale: Locale, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE}=${encodeURIComponent(locale)}`,
    'path=/',
    `max-age=${LOCALE_COOKIE_MAX_AGE}`,
  ];
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The browser surface {@link saveLocale} touches, so tests can pass their own. */
export interface LocaleTarget {
  setCookie(cookie: string): void;
  readonly secure: boolean;
  reload(): void;
}

/** The real browser: `document.cookie` and `location.reload()`. */
export function browserTarget(): LocaleTarget {
  return {
    setCookie: (cookie) => {
      document.cookie = cookie;
    },
    secure: location.protocol === 'https:',
    reload: () => location.reload(),
  };
}

/**
 * Saves the reader's locale and reloads the page, because the server renders every string (the
 * article HTML included) in the locale the cookie names.
 */
export function saveLocale(locale: Locale, target: LocaleTarget = browserTarget()): void {
  target.setCookie(localeCookie(locale, target.secure));
  target.reload();
}
