import type { SharedStore } from '../shared-state/shared-store.ts';

/** How many attempts a key may make within the window before it is refused. */
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
 * Counted attempts in the shared store (PostgreSQL, or Redis with REDIS_URL), so every portal
 * process and machine enforces one limit. Keys are namespaced: 'register:<ip>'. Windows are
 * fixed (they start on multiples of their length), which one atomic counter can keep.
 */
export class SignInLimiter {
  private readonly store: SharedStore;

  constructor(store: SharedStore) {
    this.store = store;
  }

  /**
   * Counts one attempt for `key` and tells whether it went past its rule's limit. The store's
   * increment is atomic, so attempts arriving at once from several processes each get their own
   * count: exactly `maxFailures` pass in a window, however many arrive together.
   */
  async chargeAndCheck(key: string, rule: LimitRule, now: Date): Promise<boolean> {
    const at = now.getTime() / 1000;
    const start = Math.floor(at / rule.windowSeconds) * rule.windowSeconds;
    const [count] = await this.store.increment([
      { key: `limit:${key}|${start}`, by: 1, ttlMs: (start + rule.windowSeconds - at) * 1000 },
    ]);
    return (count ?? 0) > rule.maxFailures;
  }
}
