import { languageTag, negotiateLocale, type Locale } from '../../i18n/locale.ts';

/**
 * Translated content (decision 0042): the helpers every layer shares to place a page in a content
 * language. A content locale is a BCP 47 tag of site.yaml `contentLocales`; its URL segment and
 * its folder in a package are the tag lower-cased (`pt-BR` → `pt-br`).
 */

/** The URL and folder segment of a content locale. */
export function localeSegment(tag: string): string {
  return tag.toLowerCase();
}

/** The content locale whose segment a path segment is, when `tags` lists it. */
export function localeOfSegment(segment: string, tags: readonly string[]): string | undefined {
  const lower = segment.toLowerCase();
  return tags.find((tag) => localeSegment(tag) === lower);
}

/** A route of the default language as published in a content locale: `/fr` + `/x/y/`. */
export function localizedRoute(route: string, tag: string): string {
  return `/${localeSegment(tag)}${route}`;
}

/** A route split into its content locale (absent for the default language) and its unprefixed route. */
export interface RouteInLocale {
  tag: string | undefined;
  /** The route without the locale prefix: the default language page's route. */
  base: string;
}

/** Splits the locale prefix off a normalised route (`/fr/x/` → fr and `/x/`). */
export function splitLocaleRoute(route: string, tags: readonly string[]): RouteInLocale {
  const match = /^\/([^/]+)(\/.*)$/s.exec(route);
  const tag = match === null ? undefined : localeOfSegment(match[1]!, tags);
  return tag === undefined ? { tag: undefined, base: route } : { tag, base: match![2]! };
}

/** The content locale whose prefix a request path starts with (`/fr/…` → fr), if any. */
export function contentLocaleOfPath(pathname: string, tags: readonly string[]): string | undefined {
  if (tags.length === 0) return undefined;
  const segment = /^\/([^/]+)\//.exec(pathname)?.[1];
  return segment === undefined ? undefined : localeOfSegment(segment, tags);
}

/**
 * A path inside a package's content folder that lies in a locale folder (Starlight layout): its
 * locale and the path inside that folder. A folder counts only when `tags` lists it, so a section
 * that happens to be called `de` stays a section on a site without German content.
 */
export function splitLocaleFolder(
  pathInContentDir: string,
  tags: readonly string[],
): { tag: string; rest: string } | undefined {
  const slash = pathInContentDir.indexOf('/');
  if (slash < 0) return undefined;
  const tag = localeOfSegment(pathInContentDir.slice(0, slash), tags);
  return tag === undefined ? undefined : { tag, rest: pathInContentDir.slice(slash + 1) };
}

/**
 * The UI locale a content language's pages speak in: the site's UI locale of exactly a regional
 * tag (`en-GB`), else the reader's own (`otherwise`) when it is of that language (en_GB stays for
 * `en`), else the nearest by language (`fr-CA` → `fr`), else the reader's own.
 */
export function nearestUiLocale(tag: string, uiLocales: readonly Locale[], otherwise: Locale): Locale {
  const lower = tag.toLowerCase();
  const exact = uiLocales.find((locale) => locale !== 'en_ZZ' && languageTag(locale).toLowerCase() === lower);
  // A regional tag asks for its region; a bare language is happy with the reader's variant of it.
  if (exact !== undefined && lower.includes('-')) return exact;
  if (languageTag(otherwise).toLowerCase().split('-')[0] === lower.split('-')[0]) return otherwise;
  if (exact !== undefined) return exact;
  return negotiateLocale(undefined, tag, uiLocales, otherwise);
}

/** The BCP 47 tag of the default content language: that of the site's default UI locale. */
export function defaultContentLanguage(defaultLocale: Locale): string {
  return defaultLocale === 'en_ZZ' ? 'en' : defaultLocale.replace('_', '-');
}

/** A language's name in another language (`fr` in English: French), for notices and menus. */
export function languageName(tag: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The content language a reader on a page without one (a landing page) reads in: the site's
 * content language (default first) of the UI locale's tag, else of its language, else the
 * default. Undefined on a site without content locales.
 */
export function contentLanguageOfLocale(
  locale: Locale,
  site: { defaultLocale: Locale; contentLocales: readonly string[] },
): string | undefined {
  if (site.contentLocales.length === 0) return undefined;
  const languages = [defaultContentLanguage(site.defaultLocale), ...site.contentLocales];
  const tag = languageTag(locale).toLowerCase();
  return (
    languages.find((lang) => lang.toLowerCase() === tag) ??
    languages.find((lang) => lang.toLowerCase().split('-')[0] === tag.split('-')[0]) ??
    languages[0]
  );
}

/** Languages written right to left (their primary subtags). */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ks', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The writing direction of a language, for the `dir` of an article in it (Persian: rtl). */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(tag.toLowerCase().split('-')[0]!) ? 'rtl' : 'ltr';
}
