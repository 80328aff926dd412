import type { Category, NavItem, Navigation, Subcategory } from '../../schemas/navigation.ts';

/** The primary language subtag: `en-GB` and `en` speak the same language. */
const primary = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();

/** Whether two language tags speak the same language (`en-GB` and `en` do). */
export const sameLanguage = (a: string, b: string): boolean => primary(a) === primary(b);

/**
 * The navigation with every label that has no language of its own marked as `lang` (decision
 * 0050): the labels come from the content, so in a chrome of another language (French UI,
 * English pages) a screen reader must read them as English. When the content's language is the
 * chrome's, the navigation is returned as it is: nothing needs marking.
 */
export function markNavigationLanguage(navigation: Navigation, lang: string, chromeLang: string): Navigation {
  if (sameLanguage(lang, chromeLang)) return navigation;
  const item = (entry: NavItem): NavItem =>
    'items' in entry
      ? { ...entry, lang: entry.lang ?? lang, items: entry.items.map(item) }
      : { ...entry, lang: entry.lang ?? lang };
  const subcategory = (entry: Subcategory): Subcategory => ({
    ...entry,
    lang: entry.lang ?? lang,
    items: entry.items.map(item),
  });
  const category = <C extends Category | Navigation['customCategories'][number]>(entry: C): C => ({
    ...entry,
    lang: entry.lang ?? lang,
    subcategories: entry.subcategories.map(subcategory),
  });
  return {
    ...navigation,
    categories: navigation.categories.map(category),
    customCategories: navigation.customCategories.map(category),
  };
}
