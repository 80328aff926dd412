import type { Database } from '../storage/database.ts';

/** How many failures a key may collect within the window before sign-in is refused. */
export interface LimitRule {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Registration limits per client address: each registration counts. (Sign-in is throttled with
 * growing waits instead, never refused for a window: sign-in-throttle.ts.)
 */
export const SIGN_IN_LIMITS = {
  register: { maxFailures: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/** The limits a provider enforces: SIGN_IN_LIMITS, with the registration limit configurable. */
export type SignInLimits = Readonly<Record<keyof typeof SIGN_IN_LIMITS, LimitRule>>;

/**
 * Counted attempts kept in the database, so every portal process sharing it enforces one limit.
 * Keys are namespaced: 'register:<ip>'.
 */
export class SignInLimiter {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Counts one attempt for `key` unless it is already at its rule's limit, and tells whether it
   * was refused. The count and the insert run in one transaction under an advisory lock on the
   * key, so attempts arriving at once from several processes take turns: exactly `maxFailures`
   * pass, however many arrive together.
   */
  async chargeAndCheck(key: string, rule: LimitRule, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
      const rows = await tx.query<{ failures: number | string }>(
        `select count(*) as failures from sign_in_failures
         where limit_key = $1 and failed_at > $2::timestamptz - $3::int * interval '1 second'`,
        [key, now.toISOString(), rule.windowSeconds],
      );
      if (Number(rows[0]?.failures ?? 0) >= rule.maxFailures) return true;
      await tx.query('insert into sign_in_failures (limit_key, failed_at) values ($1, $2)', [
        key,
        now.toISOString(),
      ]);
      return false;
    });
  }

  /** Records one failure for each key. */
  async recordFailure(keys: readonly string[], now: Date): Promise<void> {
    for (const key of keys) {
      await this.db.query('insert into sign_in_failures (limit_key, failed_at) values ($1, $2)', [
        key,
        now.toISOString(),
      ]);
    }
  }

  /** Drops failures older than the longest window, so the table stays small. */
  async prune(now: Date): Promise<void> {
    const longest = Math.max(...Object.values(SIGN_IN_LIMITS).map((rule) => rule.windowSeconds));
    await this.db.query(
      `delete from sign_in_failures where failed_at < $1::timestamptz - $2::int * interval '1 second'`,
      [now.toISOString(), longest],
    );
  }
}
