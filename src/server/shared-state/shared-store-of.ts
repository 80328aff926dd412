import type { ServerEnv } from '../config/env.ts';
import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { postgresSharedStore } from './postgres-shared-store.ts';
import { redisSharedStore } from './redis-shared-store.ts';
import type { SharedStore } from './shared-store.ts';

/**
 * The shared store the configuration chooses: Redis with REDIS_URL, else the portal's database
 * (PGlite for one process, the PostgreSQL server of DATABASE_URL for many). Neither connects
 * before its first use.
 */
export function sharedStoreFrom(env: ServerEnv, db: () => Promise<Database>, log: Logger): SharedStore {
  if (env.REDIS_URL !== undefined)
    return redisSharedStore(env.REDIS_URL, { log, keyPrefix: env.REDIS_KEY_PREFIX });
  return postgresSharedStore(db);
}
