import type { Category, Navigation, NavItem, Subcategory } from '../../schemas/navigation.ts';

/**
 * Says whether a navigation url may be shown. Urls that are not pages of this site (external
 * links, portal routes) are always shown; a page the visitor may not read is not.
 */
export type NavUrlVisible = (url: string) => boolean;

/**
 * The navigation as one visitor may see it (spec §6: navigation honours the access policy).
 * Links to pages the visitor cannot read disappear, and so do heading groups and subcategories
 * left empty by that, so an internal section's titles never reach an anonymous visitor either.
 * A category keeps its place when its own url is readable, even with no subcategories left.
 */
export function filterNavigation(navigation: Navigation, visible: NavUrlVisible): Navigation {
  const categories = <C extends Omit<Category, 'name'>>(list: readonly C[]): C[] =>
    list.flatMap((category): C[] => {
      const subcategories = category.subcategories.flatMap((sub) => filterSubcategory(sub, visible));
      const urlHidden = category.url !== '' && !visible(category.url);
      if (urlHidden && subcategories.length === 0) return [];
      const hadItems = category.subcategories.length > 0;
      if (!urlHidden && category.url === '' && hadItems && subcategories.length === 0) return [];
      return [{ ...category, url: urlHidden ? '' : category.url, subcategories }];
    });
  return {
    ...navigation,
    categories: categories(navigation.categories),
    customCategories: categories(navigation.customCategories),
  };
}

function filterSubcategory(sub: Subcategory, visible: NavUrlVisible): Subcategory[] {
  if (sub.items.length === 0) return [sub];
  const items = sub.items.flatMap((item): NavItem[] => {
    if ('url' in item) return visible(item.url) ? [item] : [];
    const links = item.items.filter((link) => visible(link.url));
    return links.length > 0 ? [{ ...item, items: links }] : [];
  });
  return items.length > 0 ? [{ ...sub, items }] : [];
}
