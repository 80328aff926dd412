import { postgresSharedStore } from '../shared-state/postgres-shared-store.ts';
import type { SharedStore } from '../shared-state/shared-store.ts';
import type { Database } from '../storage/database.ts';
import type { AccountErrorCode } from './account-errors.ts';
import type {
  AccountResult,
  Attempt,
  PasswordAccountProvider,
  RegistrationResult,
} from './account-provider.ts';
import { findAccountByEmail, insertAccount } from './account-store.ts';
import { HashGateBusyError, sharedHashGate, type HashGate } from './hash-gate.ts';
import { hashPassword, verifyPassword, type ScryptParams } from './password-hash.ts';
import { signInWithPassword, type PasswordVerifier } from './password-sign-in.ts';
import { sharedSignInAddressTracker, type SignInAddressTracker } from './sign-in-address-tracker.ts';
import { SIGN_IN_LIMITS, SignInLimiter, type SignInLimits } from './sign-in-limiter.ts';
import { SIGN_IN_THROTTLE, type SignInThrottleRules } from './sign-in-throttle-rules.ts';
import { checkRegistration } from './registration-rules.ts';

const refused = (error: AccountErrorCode): { ok: false; error: AccountErrorCode } => ({ ok: false, error });

/** How sign-in is throttled and hashed; the defaults are production's, tests shorten or count. */
export interface SignInOptions {
  throttle?: SignInThrottleRules;
  gate?: HashGate;
  verify?: PasswordVerifier;
  tracker?: SignInAddressTracker;
  /** Where registration limits are counted; default: the provider's database. */
  store?: SharedStore;
}

/**
 * The default account provider: accounts and scrypt hashes in the portal's database. Sign-in is
 * throttled per (address, account) pair, per address and per account with growing waits, never
 * locked, and bounded in concurrent hashing (password-sign-in.ts).
 */
export class BuiltinAccountProvider implements PasswordAccountProvider {
  readonly kind = 'password';
  readonly id = 'builtin';

  private readonly db: () => Promise<Database>;
  private readonly scrypt: ScryptParams | undefined;
  private readonly limits: SignInLimits;
  private readonly signInOptions: SignInOptions;

  constructor(
    db: () => Promise<Database>,
    scrypt?: ScryptParams,
    limits: SignInLimits = SIGN_IN_LIMITS,
    signIn: SignInOptions = {},
  ) {
    this.db = db;
    this.scrypt = scrypt;
    this.limits = limits;
    this.signInOptions = signIn;
  }

  async signIn(credentials: { email: string; password: string }, attempt: Attempt): Promise<AccountResult> {
    return signInWithPassword(await this.db(), credentials, attempt, {
      providerId: this.id,
      scrypt: this.scrypt,
      rules: this.signInOptions.throttle ?? SIGN_IN_THROTTLE,
      gate: this.signInOptions.gate ?? sharedHashGate(),
      verify: this.signInOptions.verify ?? verifyPassword,
      tracker: this.signInOptions.tracker ?? sharedSignInAddressTracker(),
    });
  }

  async register(
    details: { email: string; screenName: string; password: string },
    attempt: Attempt,
  ): Promise<RegistrationResult> {
    const problem = checkRegistration(details);
    if (problem !== undefined) return refused(problem);
    const db = await this.db();
    const limiter = new SignInLimiter(this.signInOptions.store ?? postgresSharedStore(this.db));
    const registerKey = `register:${attempt.address}`;
    if (await limiter.chargeAndCheck(registerKey, this.limits.register, attempt.now))
      return refused('rate-limited');
    // Hashed whether or not the address is taken: how long the answer takes must not tell. Through
    // the sign-in hash gate, so a registration flood cannot starve sign-ins of cores either.
    const gate = this.signInOptions.gate ?? sharedHashGate();
    let passwordHash: string;
    try {
      passwordHash = await gate.run(() => hashPassword(details.password, this.scrypt), 'other');
    } catch (error) {
      if (error instanceof HashGateBusyError) return refused('busy');
      throw error;
    }
    const created = await db.transaction((tx) =>
      insertAccount(tx, {
        email: details.email,
        screenName: details.screenName.trim(),
        provider: this.id,
        passwordHash,
      }),
    );
    if (created !== undefined) return { ok: true, account: created, created: true };
    const existing = await findAccountByEmail(db, details.email);
    return existing === undefined ? refused('unavailable') : { ok: true, account: existing, created: false };
  }
}
