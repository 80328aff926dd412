import { classifyLink, isDeveloperHost, parseAbsoluteUrl, type LinkKind } from './classify-link.ts';
import { dirname, isAssetPath, joinPath, safeDecode, splitHref } from './site-path.ts';

/** Where a link in a page is resolved from. */
export interface LinkContext {
  /** Source file, relative to the content root (e.g. `packages/x/content/guides/a.md`). */
  file: string;
  /** Route of the page, with a trailing slash. */
  route: string;
  developerHost: string;
  /** Maps a content-root-relative `.md` path to its route; undefined when no page has that file. */
  resolveFileLink(target: string): string | undefined;
  /**
   * The content-root-relative folder of the page's package content (`packages/x/content`), which
   * absolute `/a.md` links start from. Without it, the folders of `file` are tried from the
   * package folder down: pages exist only in the content folder, so the first that has the
   * target is it.
   */
  contentDir?: string;
}

/** A link after resolution. */
export interface ResolvedLink {
  kind: LinkKind;
  /** The href to render: a site path for internal page links, otherwise as written. */
  href: string;
  /**
   * What the broken-link check should verify: a site path (optionally with '#anchor') or a
   * same-page '#anchor'. Absent when there is nothing to check (external, localhost, assets).
   */
  check?: string;
}

const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * Resolves a link written in a page (spec §2.1 and the authoring contract): external links stay
 * as written; links to the developer host become site paths; `.md` and `.mdx` links resolve via
 * the content set, relative ones from the page's folder and absolute ones from the package's
 * content folder, as Docusaurus resolves them from its docs folder (decision 0036); other
 * relative links resolve against the page route.
 */
export function resolveLink(href: string, ctx: LinkContext): ResolvedLink {
  const written = href.trim();
  const kind = classifyLink(written, ctx);
  if (kind === 'external') return { kind, href: written };

  const absolute = parseAbsoluteUrl(written);
  if (absolute !== undefined) {
    // Links to localhost are the reader's own servers: internal (same tab) but not ours to check.
    if (!isDeveloperHost(absolute, ctx.developerHost)) return { kind, href: written };
    return sitePath(absolute.pathname + absolute.search + absolute.hash);
  }
  if (written === '' || written.startsWith('#')) {
    return written.length > 1 ? { kind, href: written, check: written } : { kind, href: written };
  }
  if (written.startsWith('/')) {
    return MARKDOWN_FILE.test(splitHref(written).path) ? fromContentDir(written, ctx) : sitePath(written);
  }
  return relative(written, ctx);
}

function sitePath(path: string): ResolvedLink {
  const { path: pathname } = splitHref(path);
  return isAssetPath(pathname)
    ? { kind: 'internal', href: path }
    : { kind: 'internal', href: path, check: path };
}

function relative(written: string, ctx: LinkContext): ResolvedLink {
  const { path, query, hash } = splitHref(written);
  if (MARKDOWN_FILE.test(path)) {
    const target = joinPath(dirname(ctx.file), safeDecode(path));
    // Docusaurus also reads a bare `a/b.md` from its docs folder; `./` and `../` never are.
    const fromRoot = /^\.\.?\//.test(path) ? undefined : contentDirRoute(path, ctx);
    const route = ctx.resolveFileLink(target) ?? fromRoot ?? guessRoute(path, ctx);
    return { kind: 'internal', href: route + query + hash, check: route + hash };
  }
  const resolved = new URL(written, `https://site.invalid${ctx.route}`);
  return sitePath(resolved.pathname + resolved.search + resolved.hash);
}

/**
 * The route a missing `.md` target would have if it followed the page-route rule, so the broken
 * link report names a plausible page.
 */
function guessRoute(writtenPath: string, ctx: LinkContext): string {
  const own = ctx.file.slice(ctx.file.lastIndexOf('/') + 1).replace(MARKDOWN_FILE, '');
  const pageFolder = own === 'index' ? ctx.route : joinPath(ctx.route, '..');
  const target = safeDecode(writtenPath)
    .replace(MARKDOWN_FILE, '')
    .replace(/(^|\/)index$/, '');
  const route = joinPath(pageFolder, target);
  return route === '/' ? '/' : `${route}/`;
}

/** An absolute `.md` link: the page of that path in the package's content folder. */
function fromContentDir(written: string, ctx: LinkContext): ResolvedLink {
  const { path, query, hash } = splitHref(written);
  // A missing target is reported under the route its path would have, named as written.
  const route =
    contentDirRoute(path, ctx) ?? `${joinPath('/', safeDecode(path).replace(MARKDOWN_FILE, ''))}/`;
  return { kind: 'internal', href: route + query + hash, check: route + hash };
}

/** The route of a `.md` path taken from the package's content folder, if a page has that file. */
function contentDirRoute(path: string, ctx: LinkContext): string | undefined {
  const target = safeDecode(path);
  for (const dir of contentDirCandidates(ctx)) {
    const route = ctx.resolveFileLink(joinPath(dir, target));
    if (route !== undefined) return route;
  }
  return undefined;
}

function contentDirCandidates(ctx: LinkContext): string[] {
  if (ctx.contentDir !== undefined) return [ctx.contentDir];
  const folders = dirname(ctx.file).split('/');
  // Below `packages/<name>` when the page is in a package; else every folder from the root.
  const first = folders[0] === 'packages' && folders.length > 1 ? 2 : 0;
  const candidates: string[] = [];
  for (let depth = first; depth <= folders.length; depth++)
    candidates.push(folders.slice(0, depth).join('/'));
  return candidates;
}
