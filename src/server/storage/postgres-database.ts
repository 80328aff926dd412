import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { createPoolSlots } from './pool-slots.ts';
import { createStorageBreaker } from './storage-breaker.ts';
import { isConnectionFailure, StorageUnavailableError } from './storage-unavailable.ts';
import { POSTGRES_TIMEOUTS, type PostgresTimeouts, timedQuery } from './timed-query.ts';

/** Pool settings; the defaults suit one portal process among several behind a load balancer. */
export interface PostgresOptions {
  connectionString: string;
  maxConnections?: number;
  /** Overrides of {@link POSTGRES_TIMEOUTS} (tests shorten them). */
  timeouts?: Partial<PostgresTimeouts>;
  /** Told about connection trouble; nothing is thrown from here, so a lost server never ends the process. */
  onEvent?: (event: 'pool_error' | 'storage_down' | 'storage_up', error?: unknown) => void;
}

/**
 * A PostgreSQL server reached through a connection pool (DATABASE_URL). A restart, failover or
 * dropped connection only fails the statements it interrupts (as {@link StorageUnavailableError});
 * a server that stops answering fails them after `queryMs`, and the client is thrown away.
 */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const timeouts = { ...POSTGRES_TIMEOUTS, ...options.timeouts };
  const maxConnections = options.maxConnections ?? 10;
  // Callers wait for a turn here, not in the pool, whose one timeout would make a wait under
  // load look like an unreachable server (pool-slots.ts): the pool then only ever connects.
  const slots = createPoolSlots(maxConnections);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: maxConnections,
    connectionTimeoutMillis: timeouts.connectMs,
    // The server ends what the client gave up on, so a discarded session never holds locks long.
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  const notify = options.onEvent ?? (() => undefined);
  // An idle client whose server went away: without a listener Node ends the process.
  pool.on('error', (error) => {
    notify('pool_error', error);
    breaker.trip(error);
  });

  /** A failure to report: connection trouble becomes StorageUnavailableError and trips the breaker. */
  const classify = (error: unknown): unknown => {
    // A statement past its deadline (timedQuery) means the server stopped answering: trip too.
    if (!(error instanceof StorageUnavailableError) && !isConnectionFailure(error)) return error;
    breaker.trip(error);
    if (error instanceof StorageUnavailableError) return error;
    // The driver's words (ECONNREFUSED 127.0.0.1:5432, …) stay in the message for the logs.
    const detail = error instanceof Error ? error.message : String(error);
    return new StorageUnavailableError(`the database is unavailable: ${detail}`, { cause: error });
  };

  /** Runs `use` on a checked-out client, discarding the client if its connection failed. */
  const withClient = async <T>(
    use: (run: Queryable['query']) => Promise<T>,
    queryMs = timeouts.queryMs,
  ): Promise<T> => {
    const giveTurnBack = await slots.acquire(timeouts.acquireMs);
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      giveTurnBack();
      throw classify(error);
    }
    let broken: Error | undefined;
    // A checked-out client has no listener of the pool's: one error between statements would crash.
    const onError = (error: Error): void => {
      broken ??= error;
    };
    client.on('error', onError);
    const run: Queryable['query'] = async (sql, params = []) => {
      if (broken !== undefined) throw classify(broken);
      try {
        return await timedQuery(client, sql, params, queryMs);
      } catch (error) {
        if (error instanceof StorageUnavailableError || isConnectionFailure(error)) broken ??= error as Error;
        throw classify(error);
      }
    };
    try {
      return await use(run);
    } finally {
      client.off('error', onError);
      client.release(broken);
      giveTurnBack();
    }
  };

  const breaker = createStorageBreaker({
    probe: () => withClient((run) => run('select 1')).then(() => undefined),
    retryMs: timeouts.retryMs,
    onChange: (state, error) => {
      // Requests waiting for a turn would each wait out a statement or connection timeout.
      if (state === 'down') slots.releaseAll(error);
      notify(state === 'down' ? 'storage_down' : 'storage_up', error);
    },
  });

  const db: Database = {
    kind: 'postgres',
    async query(sql, params) {
      breaker.check();
      return withClient((run) => run(sql, params));
    },
    async transaction(work, settings) {
      breaker.check();
      const queryMs = settings?.statementTimeoutMs;
      return withClient(async (run) => {
        await run('begin');
        if (queryMs !== undefined) await run(`set local statement_timeout = ${Math.trunc(queryMs)}`);
        try {
          const result = await work({ query: run });
          await run('commit');
          return result;
        } catch (error) {
          await run('rollback').catch(() => undefined);
          throw error;
        }
      }, queryMs);
    },
    close: async () => {
      breaker.stop();
      await pool.end();
    },
  };
  try {
    // Prove the address works now, so a wrong DATABASE_URL stops the start with its own message.
    await db.query('select 1');
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
