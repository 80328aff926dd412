import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BuiltPageSchema,
  CONTENT_FILES_DIR,
  MANIFEST_FILE,
  PAGES_DIR,
  REST_DATA_DIR,
  SiteManifestSchema,
  type BuiltPage,
  type ContentFile,
  type PackageSummary,
  type RouteEntry,
  type SiteManifest,
} from '../../schemas/built.ts';
import { resolveBuildDir } from '../../core/content/compile/build-dir.node.ts';
import { normaliseRoute } from '../../core/content/page-route.ts';
import { splitLocaleRoute } from '../../core/content/i18n/content-locale.ts';
import { filterNavigation } from '../../core/policy/filter-navigation.ts';
import { canRead, type Principal } from '../../core/policy/principal.ts';
import { pageFileOfReference } from '../../core/rest/reference-file.ts';
import type { Navigation } from '../../schemas/navigation.ts';
import { BLOG_FILE, BuiltBlogSchema, type BuiltBlog } from '../../schemas/built-blog.ts';

const PAGE_CACHE_SIZE = 256;

/** Reads blog.json of a build, validating it at this boundary; undefined when absent. */
async function readBlog(buildDir: string): Promise<BuiltBlog | undefined> {
  const text = await readFile(join(buildDir, BLOG_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text === undefined ? undefined : BuiltBlogSchema.parse(JSON.parse(text));
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

/** Read access to a content build: the manifest in memory, pages read on demand and cached. */
export interface ContentStore {
  readonly manifest: SiteManifest;
  /** The route entry for a path, if a page lives there and the principal may read it. */
  findRoute(pathname: string, principal: Principal): RouteEntry | undefined;
  /** The page for a route entry. */
  getPage(entry: RouteEntry): Promise<BuiltPage>;
  /** The package that owns a route. */
  packageOf(entry: RouteEntry): PackageSummary | undefined;
  /** Routes the principal may read, for the sitemap and suggestions. */
  readableRoutes(principal: Principal): RouteEntry[];
  /** A package's navigation without links to pages the principal may not read. */
  navigationFor(pkg: PackageSummary, principal: Principal): Navigation | null;
  /**
   * A REST group page's reference data file (src/core/rest/reference-file.ts) with its page's
   * route entry, when the file exists and the principal may read that page; else undefined.
   */
  restReference(
    fileName: string,
    principal: Principal,
  ): Promise<{ entry: RouteEntry; json: string } | undefined>;
  /**
   * A published content file by `<hash>/<name>` (decision 0034): its entry, where it is and its
   * size, when it exists and the principal may read a page that references it; else undefined.
   */
  contentFile(
    key: string,
    principal: Principal,
  ): Promise<{ entry: ContentFile; path: string; size: number } | undefined>;
  /** The build's blog (decision 0045), read once; undefined when the site has none. */
  blog(): Promise<BuiltBlog | undefined>;
}

/** Opens the build in `buildDir`, validating the manifest once at this boundary. */
export async function openContentStore(buildDir: string): Promise<ContentStore> {
  const text = await readFile(join(buildDir, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new Error(
        `No content build in ${buildDir}: run 'npm run build:content' (npm start does it for you).`,
      );
    throw error;
  });
  const manifest = SiteManifestSchema.parse(JSON.parse(text));
  const routes = new Map(manifest.routes.map((entry) => [entry.route, entry]));
  const packages = new Map(manifest.packages.map((pkg) => [pkg.name, pkg]));
  const restPagesByFile = new Map(
    // Group pages' data, and the intro pages' Postman collections.
    manifest.routes
      .filter((entry) => entry.kind === 'rest-group' || entry.kind === 'rest-intro')
      .map((entry) => [entry.file, entry]),
  );
  const cache = new Map<string, BuiltPage>();
  const blog = once(() => readBlog(buildDir));
  return {
    manifest,
    blog,
    findRoute(pathname, principal) {
      const route = normaliseRoute(pathname);
      const entry = route === undefined ? undefined : routes.get(route);
      return entry && canRead(principal, entry.privilege) ? entry : undefined;
    },
    async getPage(entry) {
      const cached = cache.get(entry.route);
      if (cached) {
        cache.delete(entry.route);
        cache.set(entry.route, cached);
        return cached;
      }
      const page = BuiltPageSchema.parse(
        JSON.parse(await readFile(join(buildDir, PAGES_DIR, entry.file), 'utf8')),
      );
      cache.set(entry.route, page);
      if (cache.size > PAGE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return page;
    },
    packageOf: (entry) => packages.get(entry.packageName),
    async restReference(fileName, principal) {
      const pageFile = pageFileOfReference(fileName);
      const entry = pageFile === undefined ? undefined : restPagesByFile.get(pageFile);
      if (entry === undefined || !canRead(principal, entry.privilege)) return undefined;
      const json = await readFile(join(buildDir, REST_DATA_DIR, fileName), 'utf8').catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        },
      );
      return json === undefined ? undefined : { entry, json };
    },
    async contentFile(key, principal) {
      const files = manifest.contentFiles ?? {};
      const entry = Object.hasOwn(files, key) ? files[key] : undefined;
      if (entry === undefined || !entry.privileges.some((privilege) => canRead(principal, privilege)))
        return undefined;
      const path = join(buildDir, CONTENT_FILES_DIR, entry.file);
      const size = await stat(path).then(
        (info) => info.size,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        },
      );
      return size === undefined ? undefined : { entry, path, size };
    },
    readableRoutes: (principal) => manifest.routes.filter((entry) => canRead(principal, entry.privilege)),
    navigationFor(pkg, principal) {
      if (pkg.navigation === null) return null;
      return filterNavigation(pkg.navigation, (url) => {
        if (!url.startsWith('/')) return true;
        const route = normaliseRoute(url.replace(/[?#].*$/s, ''));
        // A content locale's link to an untranslated page is the default page's fallback.
        const entry =
          route === undefined
            ? undefined
            : (routes.get(route) ?? routes.get(splitLocaleRoute(route, manifest.site.contentLocales).base));
        return entry === undefined || canRead(principal, entry.privilege);
      });
    },
  };
}

/**
 * The content store of the build in `buildDir`, opened on first use. In development the manifest
 * is re-read when a rebuild replaces it; in production it is loaded once. The composition root
 * (src/server/portal.ts) holds one per process.
 */
export function contentStoreSource(buildDir: string = resolveBuildDir()): () => Promise<ContentStore> {
  let current: { store: Promise<ContentStore>; mtimeMs: number } | undefined;
  return async () => {
    if (current && process.env['NODE_ENV'] === 'production') return current.store;
    const mtimeMs = await stat(join(buildDir, MANIFEST_FILE)).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (!current || current.mtimeMs !== mtimeMs) {
      const store = openContentStore(buildDir);
      current = { store, mtimeMs };
      store.catch(() => {
        if (current?.store === store) current = undefined;
      });
    }
    return current.store;
  };
}
