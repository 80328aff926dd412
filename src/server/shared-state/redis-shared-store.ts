import { Redis } from 'ioredis';
import type { Logger } from '../log/logger.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';
import { assertDistinct, type SharedStore } from './shared-store.ts';

/** Options of {@link redisSharedStore}. */
export interface RedisSharedStoreOptions {
  /** Prepended to every key, so several portals (or tests) can share one Redis. */
  keyPrefix?: string;
  /** How long one command or the connection may take before it counts as an outage, in ms. */
  timeoutMs?: number;
  log?: Logger;
}

/** Whether Redis answered the command with an error (a wrong type, say), not a lost connection. */
function isReply(error: unknown): boolean {
  return error instanceof Error && error.name === 'ReplyError';
}

/**
 * The shared store in Redis (REDIS_URL), for portals spread over several machines: counters are
 * INCRBY with PEXPIRE in one MULTI, values SET with PX. Redis expires keys itself, so nothing is
 * swept. Commands are never queued while the connection is down: they fail at once as
 * StorageUnavailableError (a 503 with Retry-After, like a database outage) while ioredis
 * reconnects in the background, so requests never pile up behind a dead server.
 */
export function redisSharedStore(url: string, options: RedisSharedStoreOptions = {}): SharedStore {
  const timeoutMs = options.timeoutMs ?? 2000;
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    keyPrefix: options.keyPrefix ?? 'portico:',
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Logged once per outage (ioredis reports every failed reconnect); never the URL, which may
  // carry a password.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    options.log?.warn('shared_store_unavailable', { store: 'redis', error: error.message });
  });
  client.on('ready', () => {
    if (down) options.log?.info('shared_store_available', { store: 'redis' });
    down = false;
  });
  let started: Promise<void> | undefined;
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    // The first use connects; a failure shows as the command's own failure below.
    started ??= client.connect().catch(() => undefined);
    await started;
    try {
      return await command();
    } catch (error) {
      if (isReply(error)) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      throw new StorageUnavailableError(`the shared store (Redis) is unavailable: ${detail}`, {
        cause: error,
      });
    }
  };
  return {
    kind: 'redis',
    async increment(bumps) {
      if (bumps.length === 0) return [];
      assertDistinct(bumps.map((bump) => bump.key));
      const results = await run(async () => {
        const multi = client.multi();
        for (const bump of bumps) {
          multi.incrby(bump.key, bump.by);
          multi.pexpire(bump.key, Math.max(1, Math.ceil(bump.ttlMs)));
        }
        const answers = await multi.exec();
        if (answers === null) throw new Error('the transaction was discarded');
        return answers;
      });
      return bumps.map((_, i) => {
        const [error, count] = results[i * 2] ?? [new Error('missing answer'), 0];
        if (error) throw error;
        return Number(count);
      });
    },
    async get(keys) {
      if (keys.length === 0) return [];
      const values = await run(() => client.mget(...keys));
      return values.map((value) => value ?? undefined);
    },
    async set(key, value, ttlMs) {
      await run(() => client.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs))));
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await run(() => client.del(...keys));
    },
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
