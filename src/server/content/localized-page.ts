import type { BuiltPage } from '../../schemas/built.ts';
import type { Locale } from '../../ui/i18n/locale.ts';
import { localizeMarks } from './localize-marks.ts';

/** The parts of a stored page that reach the reader, in one locale, without message marks. */
export type LocalizedPage = Pick<BuiltPage, 'title' | 'description' | 'html' | 'toc'>;

// Per stored page object (the content store caches those), one localized copy per locale: a
// page read again in the same locale costs nothing, and copies go when the store drops the page.
const cache = new WeakMap<object, Map<Locale, LocalizedPage>>();

/**
 * The stored page with its message marks (see src/ui/i18n/message-marks.ts) replaced by the
 * reader's locale: the article HTML, and the plain-text fields the shell writes (title, meta
 * description, on-this-page entries).
 */
export function localizedPage(page: LocalizedPage, locale: Locale): LocalizedPage {
  let byLocale = cache.get(page);
  if (byLocale === undefined) {
    byLocale = new Map();
    cache.set(page, byLocale);
  }
  let localized = byLocale.get(locale);
  if (localized === undefined) {
    localized = {
      title: localizeMarks(page.title, locale, 'text'),
      description: localizeMarks(page.description, locale, 'text'),
      html: localizeMarks(page.html, locale, 'html'),
      toc: page.toc.map((entry) => ({ ...entry, text: localizeMarks(entry.text, locale, 'text') })),
    };
    byLocale.set(locale, localized);
  }
  return localized;
}
