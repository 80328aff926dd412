/** File names that stand for their folder. */
const INDEX_NAMES = new Set(['index', '_index', 'readme']);

/** Markdown file extensions the build reads. */
export const MARKDOWN_FILE = /\.(md|mdx)$/i;

/**
 * Partials: markdown files whose name starts with `_` (Docusaurus' convention), inlined by the
 * pages that import them and never published. `_index.md` is a folder's page, not a partial.
 */
export function isPartialFile(name: string): boolean {
  return name.startsWith('_') && MARKDOWN_FILE.test(name) && !/^_index\.mdx?$/i.test(name);
}

/**
 * Route of a page: the package publish path, then the file's path inside the content folder
 * without its extension, ending in '/'. index.md, _index.md and README.md stand for their folder.
 * A front-matter slug replaces the path inside the package.
 */
export function pageRoute(publishPath: string, pathInContentDir: string, slug?: string): string {
  let rest: string;
  if (slug !== undefined) {
    rest = slug.replace(/^\/+|\/+$/g, '');
  } else {
    const parts = pathInContentDir.replace(MARKDOWN_FILE, '').split('/');
    const last = parts[parts.length - 1] ?? '';
    if (INDEX_NAMES.has(last.toLowerCase())) parts.pop();
    rest = parts.join('/');
  }
  return rest === '' ? publishPath : `${publishPath}${rest}/`;
}

/**
 * Normalises a site path for route lookups: decoded, no query or hash, exactly one trailing slash.
 * Returns undefined for paths that cannot be decoded.
 */
export function normaliseRoute(pathname: string): string | undefined {
  let path = pathname.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  path = path.replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.endsWith('/') ? path : `${path}/`;
}
