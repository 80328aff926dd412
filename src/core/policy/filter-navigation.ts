import {
  isNavGroup,
  type Category,
  type Navigation,
  type NavItem,
  type Subcategory,
} from '../../schemas/navigation.ts';

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
  if (sub.items.length === 0 && sub.url === undefined) return [sub];
  const items = filterItems(sub.items, visible);
  const urlShown = sub.url !== undefined && visible(sub.url);
  if (items.length === 0 && !urlShown) return [];
  return [urlShown ? { ...sub, items } : { ...withoutUrl(sub), items }];
}

/** Items a visitor may see, at any depth: a group keeps its own page only when it is readable. */
function filterItems(items: readonly NavItem[], visible: NavUrlVisible): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (!isNavGroup(item)) return visible(item.url) ? [item] : [];
    const children = filterItems(item.items, visible);
    const url = item.url !== undefined && visible(item.url) ? item.url : undefined;
    if (children.length > 0)
      return [url === undefined ? { ...withoutUrl(item), items: children } : { ...item, items: children }];
    // A group left with only its own page becomes a link to it.
    if (url === undefined) return [];
    return [
      item.badge === undefined ? { title: item.title, url } : { title: item.title, url, badge: item.badge },
    ];
  });
}

function withoutUrl<T extends { url?: string | undefined }>(value: T): Omit<T, 'url'> {
  const copy = { ...value };
  delete copy.url;
  return copy;
}
