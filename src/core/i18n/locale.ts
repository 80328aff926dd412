import type { Locale } from '../../schemas/site.ts';

export type { Locale } from '../../schemas/site.ts';

/** Every locale the portal ships, in the order the locale control lists them. */
export const ALL_LOCALES: readonly Locale[] = ['en', 'en_GB', 'fr', 'en_ZZ'];

/** Cookie that carries the reader's chosen locale, so the server renders it. */
export const LOCALE_COOKIE = 'portico_locale';

/** The BCP 47 tag of a locale, for `<html lang>` and Intl APIs. en_ZZ is English with a private region. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}

/** Whether a value is one of `supported`. */
export function isLocale(value: string | undefined, supported: readonly Locale[]): value is Locale {
  return value !== undefined && (supported as readonly string[]).includes(value);
}

/**
 * The locale to render: the reader's saved choice if supported, else the best Accept-Language
 * match among real locales (never the pseudo-locale), else the site default. Matching is by
 * full tag first (en-GB), then by language (fr-CA → fr).
 */
export function negotiateLocale(
  saved: string | undefined,
  acceptLanguage: string | null,
  supported: readonly Locale[],
  fallback: Locale,
): Locale {
  if (isLocale(saved, supported)) return saved;
  const candidates = supported.filter((locale) => locale !== 'en_ZZ');
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = candidates.find((locale) => languageTag(locale).toLowerCase() === tag);
    if (exact !== undefined) return exact;
    const language = tag.split('-')[0];
    const base = candidates.find((locale) => languageTag(locale).toLowerCase() === language);
    if (base !== undefined) return base;
  }
  return fallback;
}
