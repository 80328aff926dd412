import { isNavGroup, type Navigation, type NavItem } from '../../../schemas/navigation.ts';

/** A url of a navigation, with the field path that holds it (`categories[0].subcategories[1].url`). */
export interface NavUrlField {
  field: string;
  url: string;
}

function itemUrls(items: readonly NavItem[], at: string): NavUrlField[] {
  return items.flatMap((item, index) => {
    const field = `${at}.items[${index}]`;
    if (!isNavGroup(item)) return [{ field: `${field}.url`, url: item.url }];
    const own = item.url === undefined ? [] : [{ field: `${field}.url`, url: item.url }];
    return [...own, ...itemUrls(item.items, field)];
  });
}

/**
 * Every url of a navigation in menu order (the navigation's own, then each category, subcategory,
 * group and link, depth first), each with its field path, so a problem can name where it is.
 */
export function navigationUrls(navigation: Navigation): NavUrlField[] {
  const out: NavUrlField[] = [{ field: 'url', url: navigation.url }];
  const lists = [
    ['categories', navigation.categories],
    ['customCategories', navigation.customCategories],
  ] as const;
  for (const [key, categories] of lists) {
    categories.forEach((category, c) => {
      const at = `${key}[${c}]`;
      if (category.url !== '') out.push({ field: `${at}.url`, url: category.url });
      category.subcategories.forEach((sub, s) => {
        const subAt = `${at}.subcategories[${s}]`;
        if (sub.url !== undefined) out.push({ field: `${subAt}.url`, url: sub.url });
        out.push(...itemUrls(sub.items, subAt));
      });
    });
  }
  return out;
}

/** The urls of items at any depth, depth first (a group's own page before its items). */
export function navItemUrls(items: readonly NavItem[]): string[] {
  return itemUrls(items, '').map((entry) => entry.url);
}
