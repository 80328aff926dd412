import { posix } from 'node:path';
import { headingIds } from './heading-ids.ts';
import type { LinkRef } from './markdown-links.ts';
import type { SourcePage } from './source-pages.node.ts';

/** What a reference of the source site points at, decided as the source site would. */
export type Resolved =
  | { kind: 'keep' }
  | { kind: 'page'; url: string }
  | { kind: 'file'; absolute: string; suffix: string }
  | { kind: 'missing-file'; reason: string }
  | { kind: 'broken'; url: string; reason: string };

/** What the resolver knows of the imported site. */
export interface LinkWorld {
  kind: 'docusaurus' | 'starlight';
  /** Published pages by lower-cased source route (`/api/store/`). */
  byRoute: ReadonlyMap<string, SourcePage>;
  /** Every markdown file by absolute path. */
  byFile: ReadonlyMap<string, SourcePage>;
  /** Absolute folders the site serves at `/`. */
  staticDirs: readonly string[];
  /** Source paths the site redirects (normalised with a trailing slash). */
  redirectSources: ReadonlySet<string>;
  /** Maps a source site path to the portal's site path. */
  mapPath: (path: string) => string;
  /** The source site's own origin and base (`https://redux.js.org/`): links to it are site paths. */
  siteUrl?: string | undefined;
  /** Locale folder names (Starlight: a missing translation falls back to the default page). */
  localeSegments: ReadonlySet<string>;
  exists: (absolute: string) => boolean;
  /** The ids of a page's headings, partials included. */
  anchorsOf: (page: SourcePage) => ReadonlySet<string>;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const MARKDOWN = /\.mdx?$/i;
const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;

function split(url: string): { path: string; suffix: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt + 1);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  return { path, suffix: url.slice(path.length), hash };
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A relative link from one imported page to another's output file. */
export function relativeTo(from: SourcePage, to: SourcePage): string {
  // A partial's links resolve from the page that includes it, wherever that is: absolute
  // paths from the content folder mean the same file from every page (decision 0036).
  if (from.partial && from.tree === to.tree) return `/${to.path}`;
  const rel = posix.relative(posix.dirname(from.out), to.out);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function pageTarget(
  from: SourcePage,
  to: SourcePage,
  hash: string,
  suffix: string,
  world: LinkWorld,
): Resolved {
  const query = suffix.startsWith('?')
    ? suffix.slice(0, suffix.indexOf('#') < 0 ? undefined : suffix.indexOf('#'))
    : '';
  const url = `${relativeTo(from, to)}${query}${hash === '' ? '' : `#${hash}`}`;
  if (to.skipped !== undefined)
    return {
      kind: 'broken',
      url,
      reason: `${to.file} is ${to.skipped === 'draft' ? 'a draft' : 'not a page of the site'}`,
    };
  if (hash !== '' && !world.anchorsOf(to).has(decoded(hash)))
    return { kind: 'broken', url, reason: `no heading '#${hash}' on ${to.file}` };
  return { kind: 'page', url };
}

/** The source site URL a page is read at, for resolving relative route links as a browser does. */
function pageUrl(page: SourcePage, kind: LinkWorld['kind']): string {
  // Docusaurus serves pages without a trailing slash by default; Starlight with one.
  if (kind === 'docusaurus' && page.route !== '/' && page.route !== page.tree.urlPrefix)
    return page.route.replace(/\/$/, '');
  return page.route;
}

/**
 * Resolves one reference of a page as the source site does: links to `.md`/`.mdx` files, site
 * paths and relative route paths to pages (rewritten as relative file links, which the portal
 * resolves whatever the publish path), images and files to the site's static folders or beside
 * the page. What the source site itself cannot resolve is `broken`, with the reason.
 */
export function resolveSourceLink(page: SourcePage, ref: LinkRef, world: LinkWorld): Resolved {
  let url = ref.url.trim();
  const own = world.siteUrl?.replace(/\/+$/, '');
  if (
    own !== undefined &&
    own !== '' &&
    (url === own || url.toLowerCase().startsWith(`${own.toLowerCase()}/`))
  ) {
    url = url.slice(own.length) || '/';
    if (url === '/') return { kind: 'keep' };
  }
  if (url === '' || SCHEME.test(url) || url.startsWith('{')) return { kind: 'keep' };
  const { path, suffix, hash } = split(url);
  if (path === '') {
    if (hash === '' || world.anchorsOf(page).has(decoded(hash))) return { kind: 'keep' };
    return { kind: 'broken', url, reason: `no heading '#${hash}' on this page` };
  }
  const dir = posix.dirname(`${page.tree.dir}/${page.path}`);
  if (url !== ref.url.trim() && !url.startsWith('/')) return { kind: 'keep' };
  if (MARKDOWN.test(path)) {
    const candidates = path.startsWith('/')
      ? [posix.join(page.tree.dir, path)]
      : [posix.join(dir, decoded(path)), posix.join(page.tree.dir, decoded(path))];
    const target = candidates.map((c) => world.byFile.get(c)).find((p) => p !== undefined);
    if (target === undefined || target.partial)
      return { kind: 'broken', url, reason: 'no such page in the site' };
    return pageTarget(page, target, hash, suffix, world);
  }
  const absolute = path.startsWith('/');
  if (ref.kind === 'image' || (FILE_EXTENSION.test(path) && !/\.html?$/i.test(path))) {
    const candidates = absolute
      ? world.staticDirs.map((d) => posix.join(d, decoded(path)))
      : [posix.join(dir, decoded(path))];
    const found = candidates.find((c) => world.exists(c));
    if (found !== undefined) return { kind: 'file', absolute: found, suffix };
    if (ref.kind === 'image' || !absolute || !world.byRoute.has(`${path.toLowerCase()}/`))
      return {
        kind: 'missing-file',
        reason: `${path} is not in the imported site${absolute ? ' (static folder)' : ''}`,
      };
  }
  let resolved: string;
  try {
    resolved = new URL(path, `http://site${pageUrl(page, world.kind)}`).pathname;
  } catch {
    return { kind: 'broken', url, reason: 'not a path' };
  }
  const route = `${decoded(resolved)
    .replace(/\.html?$/i, '')
    .replace(/\/+$/, '')}/`.toLowerCase();
  let target = world.byRoute.get(route);
  if (target === undefined && world.kind === 'starlight') {
    const [, first, ...rest] = route.split('/');
    if (first !== undefined && world.localeSegments.has(first))
      target = world.byRoute.get(`/${rest.join('/')}`);
  }
  if (target !== undefined) return pageTarget(page, target, hash, suffix, world);
  const mapped = `${world.mapPath(route)}${suffix}`;
  if (world.redirectSources.has(route)) return { kind: 'page', url: mapped };
  return { kind: 'broken', url: mapped, reason: 'no page of the imported docs has this path' };
}

/** Heading ids of a page and of the partials it imports, plus `id`/`name` attributes. */
export function pageAnchors(
  page: SourcePage,
  byFile: ReadonlyMap<string, SourcePage>,
  seen = new Set<string>(),
): Set<string> {
  const ids = headingIds(page.body);
  for (const match of page.body.matchAll(/\s(?:id|name)=["']([^"']+)["']/g)) ids.add(match[1]!);
  const key = `${page.tree.dir}/${page.path}`;
  seen.add(key);
  for (const match of page.body.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm)) {
    const file = posix.join(posix.dirname(key), match[1]!);
    const partial = byFile.get(file);
    if (partial !== undefined && !seen.has(file))
      for (const id of pageAnchors(partial, byFile, seen)) ids.add(id);
  }
  return ids;
}
