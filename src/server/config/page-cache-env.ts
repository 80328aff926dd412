import { z } from 'zod';
import { emptyToUndefined } from './env-helpers.ts';

/** Environment of the in-process cache of public pages (src/server/page-cache). */
export const PageCacheEnvShape = {
  /**
   * Megabytes of rendered public pages each process keeps (each page with its gzip and brotli
   * copies); 0 turns the cache off. Pages are still sent with their public cache headers and ETag.
   */
  PAGE_CACHE_MAX_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65536).default(64)),
  /** Seconds a held page is served before it is rendered again (a new banner shows by then). */
  PAGE_CACHE_TTL_S: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(86400).default(60)),
};
