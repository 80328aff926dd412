import type { BuiltPage } from '../../schemas/built.ts';
import type { Locale } from '../../core/i18n/locale.ts';
import { storedText } from './localize-slots.ts';

/** The parts of a stored page that reach the reader, in one locale, as strings. */
export interface LocalizedPage {
  title: string;
  description: string;
  /** The article HTML: written into the page once (`set:html`), never into island props. */
  html: string;
  toc: { id: string; text: string }[];
}

// Per stored page object (the content store caches those), one localized copy per locale: a
// page read again in the same locale costs nothing, and copies go when the store drops the page.
const cache = new WeakMap<object, Map<Locale, LocalizedPage>>();

/**
 * The stored page in the reader's locale: its message slots filled (src/server/content/
 * localize-slots.ts) in the article HTML and in the plain-text fields the shell writes (meta
 * description, on-this-page entries).
 */
export function localizedPage(
  page: Pick<BuiltPage, 'title' | 'description' | 'html' | 'toc'>,
  locale: Locale,
): LocalizedPage {
  let byLocale = cache.get(page);
  if (byLocale === undefined) {
    byLocale = new Map();
    cache.set(page, byLocale);
  }
  let localized = byLocale.get(locale);
  if (localized === undefined) {
    localized = {
      title: page.title,
      description: storedText(page.description, locale, 'text'),
      html: storedText(page.html, locale, 'html'),
      toc: page.toc.map((entry) => ({ id: entry.id, text: storedText(entry.text, locale, 'text') })),
    };
    byLocale.set(locale, localized);
  }
  return localized;
}
