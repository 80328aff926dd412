import { normaliseRoute } from '../../core/content/page-route.ts';
import {
  defaultContentLanguage,
  localizedRoute,
  splitLocaleRoute,
} from '../../core/content/i18n/content-locale.ts';
import type { Principal } from '../../core/policy/principal.ts';
import type { RouteEntry } from '../../schemas/built.ts';
import type { ContentStore } from './content-store.ts';

/** One language a page exists in, for `hreflang` alternates and the locale control. */
export interface PageLanguage {
  /** BCP 47 tag. */
  lang: string;
  /** The page's route in that language. */
  route: string;
}

/** A documentation page as one content language serves it (decision 0042). */
export interface PageInLanguage {
  /** The page served: the translation, or the default-language page for a fallback. */
  entry: RouteEntry;
  /** The language the article is written in. */
  contentLang: string;
  /** The content locale of the URL (its prefix); undefined for the default language's URLs. */
  urlLocale: string | undefined;
  /** The default-language page served in a content locale because no translation exists. */
  fallback: boolean;
  /** The site's default content language. */
  defaultLang: string;
  /** The route of the page in the default language: the canonical route of a fallback. */
  defaultRoute: string;
  /** Every language the page exists in, the default first; one entry for an untranslated page. */
  languages: PageLanguage[];
}

/**
 * Finds the page at a path in its content language: a translation or a default-language page at
 * its own route, else, under a content locale's prefix, the default-language page as the
 * fallback of an untranslated page (served from the one stored page, never built per locale).
 * Only pages the principal may read count, as alternates too.
 */
export function pageInLanguage(
  store: Pick<ContentStore, 'findRoute' | 'manifest'>,
  pathname: string,
  principal: Principal,
): PageInLanguage | undefined {
  const { site } = store.manifest;
  const tags = site.contentLocales;
  const defaultLang = defaultContentLanguage(site.defaultLocale);
  const direct = store.findRoute(pathname, principal);
  const route = direct?.route ?? normaliseRoute(pathname);
  if (route === undefined) return undefined;
  const { tag, base } = splitLocaleRoute(route, tags);
  const original = tag === undefined ? direct : store.findRoute(base, principal);
  const entry = direct ?? (original?.lang === undefined ? original : undefined);
  if (entry === undefined) return undefined;
  const languages: PageLanguage[] = [];
  if (original !== undefined && original.lang === undefined)
    languages.push({ lang: defaultLang, route: base });
  for (const other of tags) {
    const translated = store.findRoute(localizedRoute(base, other), principal);
    if (translated?.lang === other) languages.push({ lang: other, route: translated.route });
  }
  return {
    entry,
    contentLang: entry.lang ?? defaultLang,
    urlLocale: tag,
    fallback: direct === undefined,
    defaultLang,
    defaultRoute: base,
    languages,
  };
}
