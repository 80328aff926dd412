/**
 * Small POSIX path helpers for content paths and site routes. The core also runs in the browser,
 * so it cannot use node:path.
 */

/** Joins and normalises path segments: resolves '.', '..' and repeated slashes. */
export function joinPath(...parts: string[]): string {
  const absolute = parts[0]?.startsWith('/') ?? false;
  const out: string[] = [];
  for (const segment of parts.join('/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return (absolute ? '/' : '') + out.join('/');
}

/** The folder part of a path ('' for a bare file name). */
export function dirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** Splits an href into path, query ('?…' or '') and hash ('#…' or ''). */
export function splitHref(href: string): { path: string; query: string; hash: string } {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? '' : beforeHash.slice(queryAt),
    hash,
  };
}

/** decodeURIComponent that leaves malformed escapes as written instead of throwing. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Canonical form of a site route for lookups: no query or hash, percent-decoded, single
 * slashes, leading and trailing slash. '/a/b', '/a/b/?x=1' and '/a/%62/' all become '/a/b/'.
 */
export function normalizeRoute(href: string): string {
  const { path } = splitHref(href);
  const decoded = path.split('/').map(safeDecode).join('/');
  const joined = joinPath('/', decoded);
  return joined === '/' ? '/' : `${joined}/`;
}

/** Canonical form of a fragment for comparison with element ids: no '#', percent-decoded. */
export function normalizeAnchor(hash: string): string {
  return safeDecode(hash.startsWith('#') ? hash.slice(1) : hash);
}

const FILE_EXTENSION = /\.([a-z\d]{1,8})$/i;
const PAGE_EXTENSIONS = new Set(['md', 'mdx', 'html', 'htm']);

/**
 * True when a site path names a file (an image, a spec, an archive) rather than a page:
 * such links are served by the static file layer and are not checked against page routes.
 */
export function isAssetPath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const match = FILE_EXTENSION.exec(last);
  return match !== null && !PAGE_EXTENSIONS.has(match[1]!.toLowerCase());
}
