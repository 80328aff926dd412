import type { FrontMatter } from '../../../schemas/front-matter.ts';
import { isNavGroup, type Navigation, type NavItem, type Subcategory } from '../../../schemas/navigation.ts';
import type { SourcePage } from '../loaded-content.ts';
import { localizedRoute, splitLocaleRoute } from './content-locale.ts';

/** A page's label in a navigation, as a generated navigation picks it. */
const labelOf = (fm: FrontMatter, heading: string | undefined) =>
  fm.sidebar_label ?? fm.sidebar?.label ?? fm.title ?? heading;

/** Rewrites one navigation url and title: internal links move into the locale. */
type Relabel = (title: string, url: string) => { title: string; url: string; lang: string };

/** Titles that no page stands behind (an authored group, a category) stay in the default language. */
function relabelItems(items: readonly NavItem[], relabel: Relabel, defaultLang: string): NavItem[] {
  return items.map((item) => {
    if (isNavGroup(item)) {
      const own = item.url === undefined ? { lang: defaultLang } : relabel(item.title, item.url);
      return { ...item, ...own, items: relabelItems(item.items, relabel, defaultLang) };
    }
    return { ...item, ...relabel(item.title, item.url) };
  });
}

function relabelNavigation(navigation: Navigation, relabel: Relabel, defaultLang: string): Navigation {
  const subcategory = (sub: Subcategory): Subcategory => ({
    ...sub,
    ...(sub.url === undefined ? { lang: defaultLang } : relabel(sub.title, sub.url)),
    items: relabelItems(sub.items, relabel, defaultLang),
  });
  const categories = <C extends Navigation['categories'][number] | Navigation['customCategories'][number]>(
    list: readonly C[],
  ): C[] =>
    list.map((category) => ({
      ...category,
      lang: defaultLang,
      url: category.url === '' ? '' : relabel(category.title, category.url).url,
      subcategories: category.subcategories.map(subcategory),
    }));
  return {
    ...navigation,
    url: relabel(navigation.title, navigation.url).url,
    categories: categories(navigation.categories),
    customCategories: categories(navigation.customCategories),
  };
}

/**
 * A package's navigation as each content locale shows it (decision 0042), even one with no
 * translation in the package, so its fallback pages keep the reader in the locale: every internal link points into the locale (the translation, else the
 * fallback), a translated page's label is its translation's; every label carries its `lang`.
 * Undefined when the package has no navigation or the site no content locale.
 */
export function localeNavigations(
  navigation: Navigation | null,
  pages: readonly SourcePage[],
  tags: readonly string[],
  defaultLang: string,
): Record<string, Navigation> | undefined {
  if (navigation === null) return undefined;
  const result: Record<string, Navigation> = {};
  for (const tag of tags) {
    const labels = new Map<string, string>();
    for (const page of pages) {
      if (page.lang !== tag) continue;
      const label = labelOf(page.frontMatter, page.heading);
      if (label !== undefined) labels.set(splitLocaleRoute(page.route, [tag]).base, label);
    }
    result[tag] = relabelNavigation(
      navigation,
      (title, url) => {
        if (!url.startsWith('/')) return { title, url, lang: defaultLang };
        const [path = url, rest = ''] = url.split(/(?=[?#])/s, 2);
        const label = labels.get(path.endsWith('/') ? path : `${path}/`);
        const localized = `${localizedRoute(path, tag)}${rest}`;
        // The page around the navigation is in the locale: an untranslated label says its language.
        return label === undefined
          ? { title, url: localized, lang: defaultLang }
          : { title: label, url: localized, lang: tag };
      },
      defaultLang,
    );
  }
  return Object.keys(result).length === 0 ? undefined : result;
}
