import type { Database } from '../storage/database.ts';
import type { AccountResult, Attempt } from './account-provider.ts';
import { emailKey } from './account-record.ts';
import { findAccountByEmail } from './account-store.ts';
import { BUSY_RETRY_AFTER_SECONDS, HashGateBusyError, type HashGate } from './hash-gate.ts';
import { deviceClientId, newDeviceToken } from './known-device-cookie.ts';
import { timingEqualiserHash, type ScryptParams } from './password-hash.ts';
import type { SignInAddressTracker } from './sign-in-address-tracker.ts';
import type { SignInThrottleRules } from './sign-in-throttle-rules.ts';
import { SignInThrottle, type ThrottleKey } from './sign-in-throttle.ts';

/** Checks a password against a stored hash (verifyPassword; tests wrap it to count the checks). */
export type PasswordVerifier = (password: string, stored: string) => Promise<boolean>;

/** What a password sign-in needs besides the database. */
export interface PasswordSignInOptions {
  /** The provider's id: only its accounts have a password here. */
  providerId: string;
  scrypt: ScryptParams | undefined;
  rules: SignInThrottleRules;
  gate: HashGate;
  verify: PasswordVerifier;
  /** Troubled addresses (kept in the shared store): they order the strangers' lane and hold early refusals. */
  tracker: SignInAddressTracker;
}

/** An outcome, and for a throttled one the wait of the address-wide counter if that one binds. */
type Outcome = { result: AccountResult; addressWaitSeconds?: number | undefined };

/**
 * Signs in with email and password, in an order that keeps abuse cheap: a full hashing lane is
 * refused first ('busy'; a stranger without a device cookie is refused without even asking the
 * database), then the attempt is charged to its throttle keys atomically ('throttled' with the
 * wait when one must still wait), and only then is the password hashed. Unknown emails hash
 * against a throw-away hash and are charged like wrong passwords, so neither timing nor
 * throttling tells whether an email is registered. Every outcome is told to the address tracker:
 * refusals and failures make an address dirty (its next attempts hash after clean addresses'),
 * a refusal's Retry-After becomes a hold the HTTP server answers early, a success clears it.
 */
export async function signInWithPassword(
  db: Database,
  credentials: { email: string; password: string },
  attempt: Attempt,
  options: PasswordSignInOptions,
): Promise<AccountResult> {
  const { tracker } = options;
  const { result, addressWaitSeconds } = await checkPassword(db, credentials, attempt, options);
  if (result.ok) tracker.succeeded(attempt.address);
  else if (result.error === 'busy') tracker.refused(attempt.address, 'busy', BUSY_RETRY_AFTER_SECONDS);
  else if (result.error === 'throttled') tracker.refused(attempt.address, 'throttled', addressWaitSeconds);
  else if (result.error === 'invalid-credentials') tracker.failed(attempt.address);
  // Answered only once every process can see it: the client's next attempt may go elsewhere.
  await tracker.flushed();
  return result;
}

async function checkPassword(
  db: Database,
  credentials: { email: string; password: string },
  attempt: Attempt,
  options: PasswordSignInOptions,
): Promise<Outcome> {
  const busy: Outcome = { result: { ok: false, error: 'busy' } };
  const standing = () => options.tracker.standing(attempt.address);
  if (!options.gate.hasRoom('other', standing()) && attempt.device === undefined) return busy;
  // Another process or machine may have troubled the address: its standing orders the lanes.
  await options.tracker.load(attempt.address);
  const throttle = new SignInThrottle(db);
  const key = emailKey(credentials.email);
  const clients = [`address:${attempt.address}`];
  if (attempt.device !== undefined) clients.push(deviceClientId(attempt.device));
  const known = await throttle.isKnown(key, clients, attempt.now);
  const priority = known ? 'known' : 'other';
  if (!options.gate.hasRoom(priority, standing())) return busy;
  const pair = `pair:${attempt.address}|${key}`;
  const charged: ThrottleKey[] = [
    { key: pair, rule: options.rules.pair },
    { key: `address:${attempt.address}`, rule: options.rules.address },
    // The account's ceiling holds back distributed guessing; its owner's known clients pass.
    ...(known ? [] : [{ key: `account:${key}`, rule: options.rules.account }]),
  ];
  const reservation = await throttle.reserve(charged, attempt.now);
  if (!reservation.ok) {
    return {
      result: { ok: false, error: 'throttled', retryAfterSeconds: reservation.waitSeconds },
      addressWaitSeconds: reservation.waits[`address:${attempt.address}`],
    };
  }
  const shared = charged.map((k) => k.key).filter((k) => k !== pair);
  const account = await findAccountByEmail(db, credentials.email);
  const hash = account?.provider === options.providerId ? account.passwordHash : undefined;
  let matches: boolean;
  try {
    matches = await options.gate.run(
      async () => options.verify(credentials.password, hash ?? (await timingEqualiserHash(options.scrypt))),
      priority,
      standing(),
    );
  } catch (error) {
    if (!(error instanceof HashGateBusyError)) throw error;
    // Nothing was checked: the charge goes back, so a busy moment never counts as a failure.
    await throttle.settle({ forget: [], giveBack: [pair, ...shared] });
    return busy;
  }
  if (Math.abs(attempt.now.getTime() - lastPruned) >= PRUNE_EVERY_MS) {
    lastPruned = attempt.now.getTime();
    await throttle.prune(attempt.now, longestForget(options.rules));
  }
  if (!matches || hash === undefined || account === undefined) {
    return { result: { ok: false, error: 'invalid-credentials' } };
  }
  await throttle.settle({ forget: [pair], giveBack: shared });
  const device = attempt.device ?? newDeviceToken();
  await throttle.remember(key, [`address:${attempt.address}`, deviceClientId(device)], attempt.now);
  return { result: { ok: true, account, device } };
}

/** Pruning once a minute per process keeps the tables small without two more queries per attempt. */
const PRUNE_EVERY_MS = 60_000;
let lastPruned = Number.NEGATIVE_INFINITY;

const longestForget = (rules: SignInThrottleRules) =>
  Math.max(...Object.values(rules).map((rule) => rule.forgetAfterSeconds));
