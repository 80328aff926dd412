import {
  isNavGroup,
  type Category,
  type Navigation,
  type NavItem,
  type Subcategory,
} from '../../../schemas/navigation.ts';
import type { RestReferenceSummary } from '../../../schemas/built.ts';
import { isSameRoute, isUnderRoute } from '../layout/route-path.ts';
import { restLinkEntry, type SideNavOperation } from './rest-entries.ts';

/** A page link; `current` marks the page being read. */
export interface SideNavLink {
  kind: 'link';
  title: string;
  url: string;
  current: boolean;
  /** A short label after the title (a generated navigation's Starlight badge). */
  badge?: string;
  /** The label's language when it is not the page's (a translated site's navigation). */
  lang?: string;
}

/** A heading group of links, or a subcategory, or a category: collapsible, open on the current path. */
export interface SideNavFolder {
  kind: 'folder';
  title: string;
  open: boolean;
  items: SideNavEntry[];
  /** A changelog category's API groups, when it may show the changelog indicator (spec §2.3). */
  changelogApiGroups?: string[];
  /** The title's language when it is not the page's. */
  lang?: string;
}

/** One row of the side navigation. */
export type SideNavEntry = SideNavLink | SideNavFolder | SideNavOperation;

/** The side navigation of a package. */
export interface SideNavView {
  title: string;
  url: string;
  entries: SideNavEntry[];
}

/** Builds a link row, marked current on its route. */
export const link = (
  title: string,
  url: string,
  route: string,
  badge?: string,
  lang?: string,
): SideNavLink => ({
  kind: 'link',
  title,
  url,
  current: isSameRoute(url, route),
  ...(badge === undefined ? {} : { badge }),
  ...(lang === undefined ? {} : { lang }),
});

/** Builds a folder, open when forced or when it holds the current page. */
export const folder = (title: string, items: SideNavEntry[], forceOpen = false): SideNavFolder => ({
  kind: 'folder',
  title,
  open: forceOpen || items.some(containsCurrent),
  items,
});

/** Whether an entry is, or holds, the current page. */
export function containsCurrent(entry: SideNavEntry): boolean {
  if (entry.kind === 'operation') return false;
  return entry.kind === 'link' ? entry.current : entry.items.some(containsCurrent);
}

type RestRefs = readonly RestReferenceSummary[];

const linkEntry = (
  item: { title: string; url: string; badge?: string | undefined; lang?: string | undefined },
  route: string,
  rest: RestRefs,
) => restLinkEntry(item, route, rest) ?? link(item.title, item.url, route, item.badge, item.lang);

/**
 * A group, at any depth: its own page (when it has a url) listed first, so it can be reached and
 * marked current without putting a link inside the summary; open on the current page's path, or
 * always when the author set `collapsed: false`.
 */
function groupEntry(group: Omit<Subcategory, 'items'> & { items: NavItem[] }, route: string, rest: RestRefs) {
  const overview =
    group.url === undefined ? [] : [link(group.title, group.url, route, group.badge, group.lang)];
  const entry = folder(
    group.title,
    [...overview, ...group.items.map((item) => toEntry(item, route, rest))],
    group.collapsed === false,
  );
  return group.lang === undefined ? entry : { ...entry, lang: group.lang };
}

function toEntry(item: NavItem, route: string, rest: RestRefs): SideNavEntry {
  return isNavGroup(item) ? groupEntry(item, route, rest) : linkEntry(item, route, rest);
}

function toCategoryEntry(
  category: Pick<Category, 'title' | 'url' | 'subcategories' | 'apiGroups' | 'lang'> & { name: string },
  route: string,
  rest: RestRefs,
) {
  // A subcategory with a page and no items is a link (a top-level page of a generated navigation).
  const subcategories = category.subcategories
    .filter((sub) => sub.items.length > 0 || sub.url !== undefined)
    .map((sub) =>
      sub.items.length === 0 && sub.url !== undefined
        ? linkEntry({ title: sub.title, url: sub.url, badge: sub.badge, lang: sub.lang }, route, rest)
        : groupEntry(sub, route, rest),
    );
  if (subcategories.length === 0)
    return category.url === '' ? undefined : link(category.title, category.url, route);
  // A category with its own page lists that page first, so it can be reached and marked current.
  const overview = category.url === '' ? [] : [link(category.title, category.url, route)];
  const folded = folder(
    category.title,
    [...overview, ...subcategories],
    category.url !== '' && isUnderRoute(category.url, route),
  );
  const entry = category.lang === undefined ? folded : { ...folded, lang: category.lang };
  // The changelog indicator: API groups present and the category not the one being read.
  const groups = category.name === 'changelog' ? (category.apiGroups ?? []) : [];
  return groups.length > 0 && !containsCurrent(entry) ? { ...entry, changelogApiGroups: groups } : entry;
}

/**
 * The side navigation of the current package (static, no JS): its categories (never the universal
 * changelog), subcategories and heading groups as nested folders. The current page is marked and
 * every folder on its path is open; the others are collapsed. When no folder holds the current
 * page, the first one opens so the navigation never starts fully closed. With the package's REST
 * references, an item naming a reference's base path expands into its intro and groups, and the
 * current group page lists its operations (decision 0032).
 */
export function buildSideNav(navigation: Navigation, route: string, rest: RestRefs = []): SideNavView {
  const categories = [
    ...navigation.categories.filter((c) => c.name !== 'universalchangelog'),
    ...navigation.customCategories,
  ];
  const entries = categories
    .map((category) => toCategoryEntry(category, route, rest))
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
