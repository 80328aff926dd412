/**
 * Runs a shared-store contract on every store the portal supports: the embedded database (PGlite)
 * always, the machine's PostgreSQL server on a fresh schema, and the machine's Redis under a key
 * prefix of its own. The server parts are skipped, with the reason in their names, when nothing
 * answers; under PORTICO_REQUIRE_POSTGRES=1 or PORTICO_REQUIRE_REDIS=1 (CI) Redis's part runs
 * regardless, so a missing server fails.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { describe } from 'vitest';
import type { Database } from '../storage/database.ts';
import { describeOnPostgres } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openPostgresDatabase } from '../storage/postgres-database.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { postgresSharedStore, type PostgresSharedStoreOptions } from './postgres-shared-store.ts';
import { redisSharedStore } from './redis-shared-store.ts';
import type { SharedStore } from './shared-store.ts';

/** The machine's Redis for tests; override with PORTICO_TEST_REDIS_URL. */
export const TEST_REDIS_URL = process.env['PORTICO_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** Why the Redis tests are skipped here, or false when they run. */
export async function redisSkipReason(): Promise<string | false> {
  const env = process.env;
  if (env['PORTICO_REQUIRE_REDIS'] === '1' || env['PORTICO_REQUIRE_POSTGRES'] === '1') return false;
  const { hostname, port } = new URL(TEST_REDIS_URL);
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
  if (answers) return false;
  return `no Redis answers at ${hostname}:${port || 6379} (PORTICO_TEST_REDIS_URL); PORTICO_REQUIRE_REDIS=1 fails instead of skipping`;
}

const redisSkip = await redisSkipReason();

/** A shared store for one test block, and how to let it go. */
export interface OpenedStore {
  store: SharedStore;
  /** The database under a PostgreSQL store; undefined for Redis. */
  db: Database | undefined;
  /** Another store on the same state, as a second process would open it (its own connection). */
  another(): SharedStore;
  close(): Promise<void>;
}

/** Stores over one migrated database: the store, and as many more as a test asks for. */
export async function overDatabase(db: Database, options?: PostgresSharedStoreOptions): Promise<OpenedStore> {
  await migrate(db, MIGRATIONS);
  return {
    store: postgresSharedStore(async () => db, options),
    db,
    another: () => postgresSharedStore(async () => db, options),
    close: () => db.close(),
  };
}

/** A Redis store under a fresh key prefix; closing it deletes the prefix's keys. */
export function openTestRedisStore(prefix = `portico-test:${randomBytes(6).toString('hex')}:`): OpenedStore {
  const stores = [redisSharedStore(TEST_REDIS_URL, { keyPrefix: prefix })];
  return {
    store: stores[0]!,
    db: undefined,
    another() {
      const store = redisSharedStore(TEST_REDIS_URL, { keyPrefix: prefix });
      stores.push(store);
      return store;
    },
    async close() {
      await Promise.all(stores.map((store) => store.close()));
      const admin = new Redis(TEST_REDIS_URL, { lazyConnect: true });
      await admin.connect();
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    },
  };
}

/** A contract: registers its describe block `name` against stores from `open`. */
export type SharedStoreContract = (name: string, open: () => Promise<OpenedStore>) => void;

/** Registers `contract` on PGlite, on the PostgreSQL server and on Redis. */
export function describeOnEverySharedStore(prefix: string, contract: SharedStoreContract): void {
  contract('embedded PostgreSQL (PGlite)', async () => overDatabase(await openTestPglite()));
  describeOnPostgres(prefix, 'PostgreSQL server', (url) =>
    contract('shared behaviour', async () =>
      overDatabase(await openPostgresDatabase({ connectionString: url })),
    ),
  );
  if (redisSkip !== false) {
    describe.skip(`Redis (skipped: ${redisSkip})`, () => undefined);
    return;
  }
  contract('Redis', async () =>
    openTestRedisStore(`portico-test:${prefix}:${randomBytes(6).toString('hex')}:`),
  );
}
