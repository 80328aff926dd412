import { MARKDOWN_FILE } from './page-route.ts';

/**
 * Docusaurus' number prefixes (`01-intro.md`, `2. Setup/`): ordering hints stripped from ids and
 * URLs. A date-like or version-like name (`2024-01-05-notes`, `1.2.3`) keeps its digits.
 */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const DATE_OR_VERSION = /^\d+[-_.]\d+(?:[-_.]|$)/;

/** A name without its Docusaurus number prefix. */
export function stripNumberPrefix(name: string): string {
  if (DATE_OR_VERSION.test(name)) return name;
  return NUMBER_PREFIX.exec(name)?.[2] ?? name;
}

/** What the Docusaurus rules read of a page. */
export interface DocusaurusPage {
  /** Path inside the package content folder, e.g. `usage/01-setup/index.md`. */
  pathInContentDir: string;
  /** Front matter `id`: replaces the file name in the id (and the URL when there is no slug). */
  id?: string | undefined;
  /** Front matter `slug`: absolute from the package root when it starts with '/', else from the folder. */
  slug?: string | undefined;
}

function folderOf(path: string): string[] {
  return path.split('/').slice(0, -1).map(stripNumberPrefix);
}

function fileName(path: string): string {
  return stripNumberPrefix((path.split('/').at(-1) ?? '').replace(MARKDOWN_FILE, ''));
}

/**
 * The id Docusaurus gives a doc: its folder and file name without number prefixes, the file name
 * replaced by front matter `id` (sidebars and `docId` links name docs by it).
 */
export function docusaurusId(page: DocusaurusPage): string {
  return [...folderOf(page.pathInContentDir), page.id ?? fileName(page.pathInContentDir)].join('/');
}

/** Resolves `.`/`..` segments of a path made of segments, never above the root. */
function resolveSegments(segments: readonly string[]): string[] {
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/**
 * The route of a page in a package that follows Docusaurus' rules (package.yaml
 * `docs.routing: docusaurus`), as Docusaurus computes a doc's slug: an absolute front matter
 * `slug` from the package root; else a category index (`index`, `README`, or the folder's own
 * name, when there is no slug) stands for its folder; else the `slug`, or the `id`, or the file
 * name, from the page's folder. Number prefixes are stripped from folders and file names.
 */
export function docusaurusRoute(publishPath: string, page: DocusaurusPage): string {
  const folder = folderOf(page.pathInContentDir);
  let segments: string[];
  if (page.slug?.startsWith('/')) {
    segments = resolveSegments(page.slug.split('/'));
  } else {
    const name = fileName(page.pathInContentDir);
    const categoryIndex =
      page.slug === undefined &&
      (['index', 'readme'].includes(name.toLowerCase()) ||
        name.toLowerCase() === (folder.at(-1) ?? '').toLowerCase());
    segments = categoryIndex
      ? resolveSegments(folder)
      : resolveSegments([...folder, ...(page.slug ?? page.id ?? name).split('/')]);
  }
  const rest = segments.join('/');
  return rest === '' ? publishPath : `${publishPath}${rest}/`;
}
