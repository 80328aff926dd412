/** Something SQL can run against: the database itself or one open transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
}

/**
 * The portal's relational store: embedded PostgreSQL (PGlite) by default, a PostgreSQL server
 * when DATABASE_URL is set. Both speak the same SQL, so stores are written once.
 */
export interface Database extends Queryable {
  /** 'embedded' (PGlite in the data folder or memory) or 'postgres' (DATABASE_URL). */
  readonly kind: 'embedded' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A
   * write is acknowledged to a user only after this resolves, so nothing reported as saved is lost.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Closes connections (pool or embedded instance); further calls fail. */
  close(): Promise<void>;
}

/** Per-transaction settings. */
export interface TransactionOptions {
  /**
   * How long each statement may take, in milliseconds, instead of the short default that keeps
   * requests from hanging on a frozen server (migrations wait for each other's locks).
   */
  statementTimeoutMs?: number;
}
