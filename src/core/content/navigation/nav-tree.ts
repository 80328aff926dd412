import type { FrontMatter } from '../../../schemas/front-matter.ts';
import type { CategoryName } from '../../../schemas/navigation.ts';
import type { ContentProblem } from '../validation-error.ts';
import {
  baseName,
  docId,
  INDEX_NAMES,
  labelFromName,
  withoutNumberPrefix,
  type NavSource,
  type NavSourceCategory,
  type NavSourcePage,
} from './nav-source.ts';

/** A page of a generated navigation tree. */
export interface NavTreePage {
  kind: 'page';
  title: string;
  url: string;
  badge?: string;
  category?: CategoryName;
}

/** A folder of a generated navigation tree: a group, with its own page when it has one. */
export interface NavTreeFolder {
  kind: 'folder';
  title: string;
  url?: string;
  collapsed?: boolean;
  category?: CategoryName;
  items: NavTreeEntry[];
}

export type NavTreeEntry = NavTreePage | NavTreeFolder;

/** The content folder as a tree: its own page (the navigation's url) and its sorted entries. */
export interface NavTree {
  url: string | undefined;
  entries: NavTreeEntry[];
  problems: ContentProblem[];
}

interface Folder {
  name: string;
  path: string;
  pages: NavSourcePage[];
  folders: Map<string, Folder>;
}

interface Sortable {
  entry: NavTreeEntry;
  name: string;
  position: number | undefined;
  /** Starlight's `sidebar.order`, which a folder takes from its lowest page. */
  order: number | undefined;
}

const CATEGORY_NAMES: readonly string[] = ['devguide', 'reference', 'help', 'changelog'];

/** Leading underscores hide files and folders from Docusaurus (partials); `_index` is an index page. */
const isPrivate = (part: string, last: boolean) =>
  part.startsWith('_') && !(last && baseName(part).toLowerCase() === '_index');

/** Published but not listed: Starlight `sidebar.hidden`, Docusaurus `unlisted`, the portal's `hidden`. */
export const isListed = (fm: FrontMatter): boolean =>
  fm.sidebar?.hidden !== true && fm.unlisted !== true && fm.hidden !== true;

const pageLabel = (page: NavSourcePage): string =>
  page.frontMatter.sidebar_label ??
  page.frontMatter.sidebar?.label ??
  page.frontMatter.title ??
  page.heading ??
  labelFromName(page.path.split('/').pop() ?? page.path);

function badgeOf(fm: FrontMatter): string | undefined {
  const badge = fm.sidebar?.badge;
  return typeof badge === 'string' ? badge : badge?.text;
}

const positionOf = (fm: FrontMatter) => fm.sidebar_position ?? fm.sidebar?.order;

function folderTree(pages: readonly NavSourcePage[]): Folder {
  const root: Folder = { name: '', path: '', pages: [], folders: new Map() };
  for (const page of pages) {
    const parts = page.path.split('/');
    if (parts.some((part, i) => isPrivate(part, i === parts.length - 1))) continue;
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (next === undefined) {
        next = {
          name: part,
          path: folder.path === '' ? part : `${folder.path}/${part}`,
          pages: [],
          folders: new Map(),
        };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.pages.push(page);
  }
  return root;
}

/** The folder's own page by convention: index, README, _index, or a page named as the folder. */
function conventionIndex(folder: Folder): NavSourcePage | undefined {
  const named = (name: string) =>
    folder.pages.find((page) => baseName(page.path.split('/').pop() ?? '').toLowerCase() === name);
  for (const name of INDEX_NAMES) {
    const page = named(name);
    if (page !== undefined) return page;
  }
  const own = withoutNumberPrefix(folder.name).toLowerCase();
  return folder.pages.find(
    (page) => withoutNumberPrefix(baseName(page.path.split('/').pop() ?? '')).toLowerCase() === own,
  );
}

function compare(a: Sortable, b: Sortable): number {
  const [pa, pb] = [a.position ?? a.order, b.position ?? b.order];
  if (pa !== undefined && pb !== undefined && pa !== pb) return pa - pb;
  if (pa !== undefined && pb === undefined) return -1;
  if (pa === undefined && pb !== undefined) return 1;
  return a.name.localeCompare(b.name, 'en', { numeric: true });
}

const categoryOf = (value: unknown): CategoryName | undefined =>
  typeof value === 'string' && CATEGORY_NAMES.includes(value) ? (value as CategoryName) : undefined;

/**
 * Builds the tree of a generated navigation from a package's pages and `_category_` files
 * (Docusaurus semantics, with Starlight's front matter): pages are items, folders are groups,
 * ordered by position then by name, labelled by sidebar label, title or name. Unlisted pages and
 * `_`-prefixed files and folders are left out. A `_category_` link to a page that does not exist is
 * a problem naming the file.
 */
export function buildNavTree(source: NavSource): NavTree {
  const problems: ContentProblem[] = [];
  const byId = new Map(source.pages.map((page) => [docId(page), page]));
  const categories = new Map<string, NavSourceCategory>(source.categories.map((c) => [c.dir, c]));

  const visit = (folder: Folder): { items: Sortable[]; index: NavSourcePage | undefined } => {
    const settings = categories.get(folder.path);
    const link = settings?.data.link;
    let index: NavSourcePage | undefined;
    if (link === undefined) index = conventionIndex(folder);
    else if (link?.type === 'doc') {
      index = byId.get(link.id);
      if (index === undefined && settings !== undefined)
        problems.push({ file: settings.file, field: 'link.id', message: `no page has the id '${link.id}'` });
    }
    const items: Sortable[] = [];
    for (const page of folder.pages) {
      if (page === index || !isListed(page.frontMatter)) continue;
      const fm = page.frontMatter;
      const badge = badgeOf(fm);
      const category = categoryOf(fm.category);
      items.push({
        entry: {
          kind: 'page',
          title: pageLabel(page),
          url: page.route,
          ...(badge && { badge }),
          ...(category && { category }),
        },
        name: withoutNumberPrefix(baseName(page.path.split('/').pop() ?? '')),
        position: fm.sidebar_position,
        order: fm.sidebar?.order,
      });
    }
    for (const child of folder.folders.values()) {
      const sub = visit(child);
      const own = sub.index !== undefined && isListed(sub.index.frontMatter) ? sub.index : undefined;
      if (sub.items.length === 0 && own === undefined) continue;
      const data = categories.get(child.path)?.data;
      const collapsed = data?.collapsible === false ? false : data?.collapsed;
      const category = categoryOf(data?.customProps?.['category']) ?? categoryOf(own?.frontMatter.category);
      const entry: NavTreeFolder = {
        kind: 'folder',
        title: data?.label ?? labelFromName(child.name),
        items: sub.items.map((item) => item.entry),
        ...(own && { url: own.route }),
        ...(collapsed !== undefined && { collapsed }),
        ...(category && { category }),
      };
      const orders = sub.items.map((item) => item.order).filter((o) => o !== undefined);
      items.push({
        entry,
        name: withoutNumberPrefix(child.name),
        position: data?.position ?? (own && positionOf(own.frontMatter)),
        order: orders.length > 0 ? Math.min(...orders) : undefined,
      });
    }
    items.sort(compare);
    return { items, index };
  };

  const root = visit(folderTree(source.pages));
  return { url: root.index?.route, entries: root.items.map((item) => item.entry), problems };
}
