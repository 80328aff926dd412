import type { Database } from '../storage/database.ts';
import type { AccountErrorCode } from './account-errors.ts';
import type { AccountResult, Attempt, PasswordAccountProvider } from './account-provider.ts';
import { findAccountByEmail, insertAccount } from './account-store.ts';
import { sharedHashGate, type HashGate } from './hash-gate.ts';
import { hashPassword, verifyPassword, type ScryptParams } from './password-hash.ts';
import { signInWithPassword, type PasswordVerifier } from './password-sign-in.ts';
import { SIGN_IN_LIMITS, SignInLimiter, type SignInLimits } from './sign-in-limiter.ts';
import { SIGN_IN_THROTTLE, type SignInThrottleRules } from './sign-in-throttle-rules.ts';
import { checkRegistration } from './registration-rules.ts';

const refused = (error: AccountErrorCode): AccountResult => ({ ok: false, error });

/** How sign-in is throttled and hashed; the defaults are production's, tests shorten or count. */
export interface SignInOptions {
  throttle?: SignInThrottleRules;
  gate?: HashGate;
  verify?: PasswordVerifier;
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
    });
  }

  async register(
    details: { email: string; screenName: string; password: string },
    attempt: Attempt,
  ): Promise<AccountResult> {
    const problem = checkRegistration(details);
    if (problem !== undefined) return refused(problem);
    const db = await this.db();
    const limiter = new SignInLimiter(db);
    const registerKey = `register:${attempt.address}`;
    if (await limiter.isLimited(registerKey, this.limits.register, attempt.now))
      return refused('rate-limited');
    await limiter.recordFailure([registerKey], attempt.now);
    await limiter.prune(attempt.now);
    if ((await findAccountByEmail(db, details.email)) !== undefined) return refused('email-taken');
    const passwordHash = await hashPassword(details.password, this.scrypt);
    const account = await db.transaction((tx) =>
      insertAccount(tx, {
        email: details.email,
        screenName: details.screenName.trim(),
        provider: this.id,
        passwordHash,
      }),
    );
    return account === undefined ? refused('email-taken') : { ok: true, account };
  }
}
