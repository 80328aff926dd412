import type pg from 'pg';
import { StorageUnavailableError } from './storage-unavailable.ts';

/** How long the portal waits for PostgreSQL, in milliseconds (docs/decisions/0021-database-faults.md). */
export interface PostgresTimeouts {
  /** Opening a connection, handshake included (the pool's connectionTimeoutMillis). */
  connectMs: number;
  /**
   * Waiting for a turn at the pool while every connection is busy. Busy is load, not an outage:
   * past it the request fails with StorageUnavailableError, and the breaker is not tripped.
   */
  acquireMs: number;
  /** One statement's answer, measured by the portal: past it the client is discarded. */
  queryMs: number;
  /** The server's own statement_timeout, a backstop for statements the portal gave up on. */
  statementMs: number;
  /** The server ends a session idle inside a transaction after this (locks are freed). */
  idleInTransactionMs: number;
  /** Pause between probes while the database is down. */
  retryMs: number;
}

/** Defaults: a write answers (saved, or 503) within about two seconds even if the server froze. */
export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 1_000,
  // As long as a request may wait for its turn in the process (OVERLOAD_QUEUE_TIMEOUT_MS).
  acquireMs: 3_000,
  queryMs: 1_500,
  statementMs: 5_000,
  idleInTransactionMs: 10_000,
  retryMs: 500,
};

/**
 * Runs one statement on `client`, rejecting with {@link StorageUnavailableError} if no answer
 * comes within `ms`. node-postgres's own query_timeout leaves the late statement queued on the
 * connection; here the caller must discard the client instead, since a frozen server never
 * answers it. The statement's own late failure is swallowed, as nobody awaits it any more.
 */
export async function timedQuery<Row extends object>(
  client: pg.PoolClient,
  sql: string,
  params: readonly unknown[],
  ms: number,
): Promise<Row[]> {
  const running = client.query<Row & pg.QueryResultRow>(sql, [...params]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StorageUnavailableError(`the database did not answer within ${ms} ms`)),
      ms,
    );
  });
  running.catch(() => undefined);
  try {
    return (await Promise.race([running, deadline])).rows;
  } finally {
    clearTimeout(timer);
  }
}
