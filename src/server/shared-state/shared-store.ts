/** One counter to raise: by how much, and how long it lives from now on. */
export interface CounterBump {
  key: string;
  by: number;
  /** The counter's life from now; every bump restarts it. A counter past it starts again at 0. */
  ttlMs: number;
}

/**
 * State every portal process and every machine must agree on: rate-limit counters, sign-in
 * trouble and holds. PostgreSQL keeps it by default (postgres-shared-store.ts), Redis when
 * REDIS_URL is set (redis-shared-store.ts); nothing that must be shared is kept only in one
 * process's memory (docs/decisions/0063-shared-limits.md). A store that cannot be reached
 * throws StorageUnavailableError, which callers answer like a database outage (503).
 */
export interface SharedStore {
  readonly kind: 'postgres' | 'redis';
  /**
   * Raises each counter atomically (concurrent bumps from any process each see their own
   * count) and returns the new counts in order. Keys must be distinct within one call.
   */
  increment(bumps: readonly CounterBump[]): Promise<number[]>;
  /** Current values of `keys` in order; undefined for missing or expired ones. */
  get(keys: readonly string[]): Promise<(string | undefined)[]>;
  /** Sets a value that lives `ttlMs` from now. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Removes keys (counters or values); missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Releases connections the store opened itself (Redis); the database is closed by its owner. */
  close(): Promise<void>;
}

/** Throws when a batch names one key twice: an upsert cannot raise one row twice in a statement. */
export function assertDistinct(keys: readonly string[]): void {
  if (new Set(keys).size !== keys.length) throw new Error('a shared-state batch names one key twice');
}
