import { LRUCache } from 'lru-cache';
import { cachedPageBytes, type CachedPage } from './cached-page.ts';
import type { BuildSummary } from './page-cache-middleware.ts';

/** The in-process cache of public page answers: bounded by bytes, each entry fresh for a while. */
export interface PageCache {
  /** The held page of `key` while it is fresh. */
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /**
   * The held page of `key`, fresh or past its time, but only while a render of it is in flight:
   * that render replaces it in a moment, and its readers need not wait for it.
   */
  whileRendering(key: string): CachedPage | undefined;
  /** The render of `key` in flight (its page, or undefined when it made none to hold). */
  rendering(key: string): Promise<CachedPage | undefined> | undefined;
  /** Records the render of `key` in flight until it settles (one render per page at a time). */
  trackRender(key: string, page: Promise<CachedPage | undefined>): void;
  /** Bytes held now. */
  readonly bytes: number;
  /** The content build the pages were keyed with, for keying outside the app (the HTTP server). */
  readonly build: BuildSummary | undefined;
  /** Records the content build the app keys with now. */
  noteBuild(build: BuildSummary): void;
}

/** Bounds of the in-process page cache (PAGE_CACHE_MAX_MB, and the freshness of shared caches). */
export interface PageCacheOptions {
  maxBytes: number;
  /** How long an entry is served before the page is rendered again (it may show a new banner). */
  ttlMs: number;
}

/**
 * A least-recently-used cache of rendered public pages. Keys carry the builds, so a new build
 * never meets an old entry; the byte bound keeps a crawl of every page from growing the process.
 * A page is rendered once at a time: readers who come while it renders get the copy it replaces,
 * else wait for it (page-cache-middleware.ts), so an expiry under load is not a stampede.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const entries = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: cachedPageBytes,
    ttl: options.ttlMs,
    // An entry past its time is served only while its page is being rendered again
    // (whileRendering); it stays until replaced or pushed out by the byte bound.
    allowStale: false,
    noDeleteOnStaleGet: true,
  });
  const renders = new Map<string, Promise<CachedPage | undefined>>();
  let build: BuildSummary | undefined;
  return {
    get: (key) => entries.get(key),
    whileRendering: (key) => (renders.has(key) ? entries.get(key, { allowStale: true }) : undefined),
    rendering: (key) => renders.get(key),
    trackRender(key, page) {
      renders.set(key, page);
      const done = () => {
        if (renders.get(key) === page) renders.delete(key);
      };
      page.then(done, done);
    },
    get build() {
      return build;
    },
    noteBuild(next) {
      build = next;
    },
    set(key, page) {
      if (cachedPageBytes(page) <= options.maxBytes) entries.set(key, page);
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
