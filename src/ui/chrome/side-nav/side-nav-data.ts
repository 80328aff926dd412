import type { Category, Navigation, NavItem } from '../../../schemas/navigation.ts';
import { isSameRoute, isUnderRoute } from '../layout/route-path.ts';

/** A page link; `current` marks the page being read. */
export interface SideNavLink {
  kind: 'link';
  title: string;
  url: string;
  current: boolean;
}

/** A heading group of links, or a subcategory, or a category: collapsible, open on the current path. */
export interface SideNavFolder {
  kind: 'folder';
  title: string;
  open: boolean;
  items: SideNavEntry[];
  /** A changelog category's API groups, when it may show the changelog indicator (spec §2.3). */
  changelogApiGroups?: string[];
}

/** One row of the side navigation. */
export type SideNavEntry = SideNavLink | SideNavFolder;

/** The side navigation of a package. */
export interface SideNavView {
  title: string;
  url: string;
  entries: SideNavEntry[];
}

const link = (title: string, url: string, route: string): SideNavLink => ({
  kind: 'link',
  title,
  url,
  current: isSameRoute(url, route),
});

const folder = (title: string, items: SideNavEntry[], forceOpen = false): SideNavFolder => ({
  kind: 'folder',
  title,
  open: forceOpen || items.some(containsCurrent),
  items,
});

/** Whether an entry is, or holds, the current page. */
export function containsCurrent(entry: SideNavEntry): boolean {
  return entry.kind === 'link' ? entry.current : entry.items.some(containsCurrent);
}

function toEntry(item: NavItem, route: string): SideNavEntry {
  return 'url' in item
    ? link(item.title, item.url, route)
    : folder(
        item.title,
        item.items.map((i) => link(i.title, i.url, route)),
      );
}

function toCategoryEntry(
  category: Pick<Category, 'title' | 'url' | 'subcategories' | 'apiGroups'> & { name: string },
  route: string,
) {
  const subcategories = category.subcategories
    .filter((sub) => sub.items.length > 0)
    .map((sub) =>
      folder(
        sub.title,
        sub.items.map((item) => toEntry(item, route)),
      ),
    );
  if (subcategories.length === 0)
    return category.url === '' ? undefined : link(category.title, category.url, route);
  // A category with its own page lists that page first, so it can be reached and marked current.
  const overview = category.url === '' ? [] : [link(category.title, category.url, route)];
  const entry = folder(
    category.title,
    [...overview, ...subcategories],
    category.url !== '' && isUnderRoute(category.url, route),
  );
  // The changelog indicator: API groups present and the category not the one being read.
  const groups = category.name === 'changelog' ? (category.apiGroups ?? []) : [];
  return groups.length > 0 && !containsCurrent(entry) ? { ...entry, changelogApiGroups: groups } : entry;
}

/**
 * The side navigation of the current package (static, no JS): its categories (never the universal
 * changelog), subcategories and heading groups as nested folders. The current page is marked and
 * every folder on its path is open; the others are collapsed. When no folder holds the current
 * page, the first one opens so the navigation never starts fully closed.
 */
export function buildSideNav(navigation: Navigation, route: string): SideNavView {
  const categories = [
    ...navigation.categories.filter((c) => c.name !== 'universalchangelog'),
    ...navigation.customCategories,
  ];
  const entries = categories
    .map((category) => toCategoryEntry(category, route))
    .filter((entry) => entry !== undefined);
  const first = entries[0];
  if (
    !entries.some((entry) => entry.kind === 'folder' && entry.open) &&
    first?.kind === 'folder' &&
    !entries.some(containsCurrent)
  ) {
    entries[0] = { ...first, open: true };
  }
  return { title: navigation.title, url: navigation.url, entries };
}
