import { defaultContentLanguage, splitLocaleRoute } from '../../core/content/i18n/content-locale.ts';
import type { RouteEntry, SiteManifest } from '../../schemas/built.ts';

/** The XML namespace of `<xhtml:link>` in a sitemap. */
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * The language versions of each listed route that has translations (decision 0042): route →
 * every `{ hreflang, route }` of the page, the default language's first, plus `x-default`. Only
 * among the routes listed, so an alternate never names a page the sitemap leaves out; fallback
 * URLs are not routes, so they are never listed.
 */
export function sitemapAlternates(
  site: SiteManifest['site'] | undefined,
  entries: readonly Pick<RouteEntry, 'route' | 'lang'>[],
): Map<string, { hreflang: string; route: string }[]> {
  const tags = site?.contentLocales ?? [];
  const result = new Map<string, { hreflang: string; route: string }[]>();
  if (site === undefined || tags.length === 0) return result;
  const defaultLang = defaultContentLanguage(site.defaultLocale);
  const groups = new Map<string, { hreflang: string; route: string }[]>();
  for (const entry of entries) {
    const base = entry.lang === undefined ? entry.route : splitLocaleRoute(entry.route, tags).base;
    const group = groups.get(base) ?? [];
    group.push({ hreflang: entry.lang ?? defaultLang, route: entry.route });
    groups.set(base, group);
  }
  for (const [base, group] of groups) {
    if (group.length < 2) continue;
    group.sort((a, b) => (a.route === base ? -1 : b.route === base ? 1 : a.route < b.route ? -1 : 1));
    const links = [...group];
    if (group[0]!.route === base) links.push({ hreflang: 'x-default', route: base });
    for (const { route } of group) result.set(route, links);
  }
  return result;
}
