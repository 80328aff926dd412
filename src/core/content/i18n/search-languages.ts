import type { RouteEntry, SiteManifest } from '../../../schemas/built.ts';
import { defaultContentLanguage, localizedRoute, splitLocaleRoute } from './content-locale.ts';

/**
 * The languages each page's search records answer in (decision 0042), for a site with content
 * locales: a translation answers in its own language; a default-language page in the default
 * language and in every content locale it has no translation in, so a reader searching in French
 * finds the French pages and the English ones not translated yet, never both versions of a page.
 * Undefined for a site without content locales.
 */
export function searchLanguagesOf(
  site: Pick<SiteManifest['site'], 'contentLocales' | 'defaultLocale'>,
  routes: readonly Pick<RouteEntry, 'route' | 'lang'>[],
): ((route: string) => string[]) | undefined {
  const tags = site.contentLocales;
  if (tags.length === 0) return undefined;
  const defaultLang = defaultContentLanguage(site.defaultLocale);
  const langOf = new Map(routes.map((r) => [r.route, r.lang]));
  const translated = new Set(routes.filter((r) => r.lang !== undefined).map((r) => r.route));
  return (route) => {
    const { tag } = splitLocaleRoute(route, tags);
    const own = langOf.get(route) ?? tag;
    if (own !== undefined && translated.has(route)) return [own];
    return [defaultLang, ...tags.filter((other) => !translated.has(localizedRoute(route, other)))];
  };
}
