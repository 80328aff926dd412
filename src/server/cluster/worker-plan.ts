import type { ServerEnv } from '../config/env.ts';

/** How many workers `npm start` runs, and why when it is fewer than asked. */
export interface WorkerPlan {
  count: number;
  /** Said once at start when the count differs from what was asked (or from one per core). */
  note?: { level: 'info' | 'warn'; msg: string; fields: Record<string, unknown> };
}

/**
 * One worker per core unless WEB_CONCURRENCY says otherwise; one worker in all when there is no
 * DATABASE_URL, because the embedded database in DATA_DIR can have only one owner process
 * (docs/decisions/0062-workers-and-the-embedded-database.md).
 */
export function planWorkers(
  env: Pick<ServerEnv, 'WEB_CONCURRENCY' | 'DATABASE_URL'>,
  cores: number,
): WorkerPlan {
  const asked = env.WEB_CONCURRENCY ?? Math.max(1, cores);
  if (env.DATABASE_URL !== undefined || asked === 1) return { count: asked };
  return {
    count: 1,
    note: {
      // Asking for several workers explicitly and getting one deserves a warning; the default does not.
      level: env.WEB_CONCURRENCY === undefined ? 'info' : 'warn',
      msg: 'one worker: the embedded database has one owner process',
      fields: {
        asked,
        askedBy: env.WEB_CONCURRENCY === undefined ? 'one per core' : 'WEB_CONCURRENCY',
        howToGetMore:
          'set DATABASE_URL to a PostgreSQL server; then WEB_CONCURRENCY (default: one per core) applies',
      },
    },
  };
}
