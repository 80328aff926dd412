import { languageTag, type Locale } from '../../../core/i18n/locale.ts';

/** A date and time in the reader's locale, in UTC so the server's render and the reader agree. */
export function formatInstant(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale === 'en_ZZ' ? 'en' : locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
