import { LRUCache } from 'lru-cache';
import { cachedPageBytes, type CachedPage } from './cached-page.ts';
import type { BuildSummary } from './page-cache-middleware.ts';

/** The in-process cache of public page answers: bounded by bytes, each entry fresh for a while. */
export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
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
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const entries = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: cachedPageBytes,
    ttl: options.ttlMs,
    // An entry past its time is never served; it is dropped when next looked at.
    allowStale: false,
  });
  let build: BuildSummary | undefined;
  return {
    get: (key) => entries.get(key),
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
