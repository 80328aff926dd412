import { languageTag, type Locale } from '../../../core/i18n/locale.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date from the content (`2026-03-12`) written for the reader's locale ("12 March
 * 2026", in French "12 mars 2026"). The date has no time zone, so it is read and written in UTC:
 * the day never shifts. A value that is not such a date is returned as written.
 */
export function formatContentDate(date: string, locale: Locale): string {
  const day = date.slice(0, 10);
  if (!DAY.test(day)) return date;
  const value = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  // The pseudo-locale has no Intl data of its own: its dates are English ones.
  const tag = locale === 'en_ZZ' ? 'en' : languageTag(locale);
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
}
