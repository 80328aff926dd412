/**
 * How one throttle key slows down repeated failures: the first `freeFailures` cost nothing; from
 * then on each further attempt waits `baseDelaySeconds × 2^(failures − freeFailures)` seconds after
 * the previous one, at most `maxDelaySeconds`. The count is forgotten after `forgetAfterSeconds`
 * without an attempt on the key.
 */
export interface ThrottleRule {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/**
 * Sign-in throttling (docs/decisions/0018-sign-in-throttling.md). Nothing locks an account: a
 * wait grows per (client address, account) pair and per address, so an attacker elsewhere only
 * slows themselves down. The per-account ceiling holds back distributed guessing, and applies only
 * to clients (addresses, browsers) that never signed in to the account, so the owner's are never
 * held by it.
 */
export const SIGN_IN_THROTTLE = {
  /** One address guessing one account's password. */
  pair: { freeFailures: 3, baseDelaySeconds: 2, maxDelaySeconds: 300, forgetAfterSeconds: 60 * 60 },
  /** One address trying many accounts (spraying); generous for shared office addresses. */
  address: { freeFailures: 20, baseDelaySeconds: 2, maxDelaySeconds: 300, forgetAfterSeconds: 60 * 60 },
  /** Many addresses guessing one account; held only against clients new to the account. */
  account: { freeFailures: 20, baseDelaySeconds: 2, maxDelaySeconds: 300, forgetAfterSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** The rules a provider enforces (tests shorten them). */
export type SignInThrottleRules = Readonly<Record<keyof typeof SIGN_IN_THROTTLE, ThrottleRule>>;

/** Seconds the next attempt must wait after `failures` counted failures under `rule`. */
export function throttleDelaySeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  const exponent = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.baseDelaySeconds * 2 ** exponent, rule.maxDelaySeconds);
}

/** How long known clients (addresses, device cookies) are remembered after their last sign-in. */
export const KNOWN_CLIENT_DAYS = 180;
