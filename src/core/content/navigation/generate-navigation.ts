import type { CategoryName, Navigation, NavItem, Subcategory } from '../../../schemas/navigation.ts';
import type { ContentProblem } from '../validation-error.ts';
import type { NavSource } from './nav-source.ts';
import { buildNavTree, type NavTreeEntry } from './nav-tree.ts';

/** Categories a generated navigation fills, in menu order, with their spec §2.7 titles. */
const CATEGORY_TITLES: readonly [CategoryName, string][] = [
  ['devguide', 'Guides'],
  ['reference', 'Reference'],
  ['help', 'Get help'],
  ['changelog', 'Changelog'],
];

/** A navigation generated from folders, and the problems met (a `_category_` link to no page). */
export interface GeneratedNavigation {
  /** null when the package lists no page besides its home page: it then has no navigation. */
  navigation: Navigation | null;
  problems: ContentProblem[];
}

function toItem(entry: NavTreeEntry): NavItem {
  if (entry.kind === 'page')
    return entry.badge === undefined
      ? { title: entry.title, url: entry.url }
      : { title: entry.title, url: entry.url, badge: entry.badge };
  // A folder holding only its own page is a link to it (a group needs at least one item).
  if (entry.items.length === 0) return { title: entry.title, url: entry.url! };
  return {
    title: entry.title,
    ...(entry.url !== undefined && { url: entry.url }),
    ...(entry.collapsed !== undefined && { collapsed: entry.collapsed }),
    items: entry.items.map(toItem),
  };
}

function toSubcategory(entry: NavTreeEntry): Subcategory {
  if (entry.kind === 'page')
    return { title: entry.title, url: entry.url, items: [], ...(entry.badge && { badge: entry.badge }) };
  return {
    title: entry.title,
    ...(entry.url !== undefined && { url: entry.url }),
    ...(entry.collapsed !== undefined && { collapsed: entry.collapsed }),
    items: entry.items.map(toItem),
  };
}

/**
 * Generates a package's navigation from its content folder (used when it has no
 * navigation.yaml). The folder's entries become subcategories (a top-level page is a subcategory
 * with a url and no items; a folder one with its pages and subfolders as items, nested to any
 * depth) of the category their page says (`category` front matter, or a folder's
 * `_category_.json` `customProps.category`), Guides by default. The content folder's index page is
 * the navigation's url, else the first listed page.
 */
export function generateNavigation(source: NavSource): GeneratedNavigation {
  const tree = buildNavTree(source);
  const subcategories = new Map<CategoryName, Subcategory[]>();
  for (const entry of tree.entries) {
    const name = entry.category ?? 'devguide';
    subcategories.set(name, [...(subcategories.get(name) ?? []), toSubcategory(entry)]);
  }
  const categories = CATEGORY_TITLES.flatMap(([name, title]) => {
    const subs = subcategories.get(name);
    return subs === undefined ? [] : [{ name, title, url: '', subcategories: subs }];
  });
  const first = categories[0]?.subcategories[0];
  const url = tree.url ?? first?.url ?? firstUrl(first?.items ?? []);
  if (categories.length === 0 || url === undefined) return { navigation: null, problems: tree.problems };
  return {
    navigation: { name: source.name, title: source.title, url, categories, customCategories: [] },
    problems: tree.problems,
  };
}

function firstUrl(items: readonly NavItem[]): string | undefined {
  for (const item of items) {
    if (item.url !== undefined) return item.url;
    const inner = 'items' in item ? firstUrl(item.items) : undefined;
    if (inner !== undefined) return inner;
  }
  return undefined;
}
