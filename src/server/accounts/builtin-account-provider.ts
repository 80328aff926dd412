import type { Database } from '../storage/database.ts';
import type { AccountErrorCode } from './account-errors.ts';
import type {
  AccountResult,
  Attempt,
  PasswordAccountProvider,
  RegistrationResult,
} from './account-provider.ts';
import { emailKey } from './account-record.ts';
import { findAccountByEmail, insertAccount } from './account-store.ts';
import { hashPassword, spendVerificationTime, verifyPassword, type ScryptParams } from './password-hash.ts';
import { SIGN_IN_LIMITS, SignInLimiter, type SignInLimits } from './sign-in-limiter.ts';
import { checkRegistration } from './registration-rules.ts';

const refused = (error: AccountErrorCode): { ok: false; error: AccountErrorCode } => ({ ok: false, error });

/**
 * The default account provider: accounts and scrypt hashes in the portal's database. Sign-in is
 * refused without checking the password once the account or the address has too many recent
 * failures; unknown emails cost the same time as wrong passwords and count as failures too, so
 * neither timing nor the limit tells whether an address is registered.
 */
export class BuiltinAccountProvider implements PasswordAccountProvider {
  readonly kind = 'password';
  readonly id = 'builtin';

  private readonly db: () => Promise<Database>;
  private readonly scrypt: ScryptParams | undefined;
  private readonly limits: SignInLimits;

  constructor(db: () => Promise<Database>, scrypt?: ScryptParams, limits: SignInLimits = SIGN_IN_LIMITS) {
    this.db = db;
    this.scrypt = scrypt;
    this.limits = limits;
  }

  async signIn(credentials: { email: string; password: string }, attempt: Attempt): Promise<AccountResult> {
    const db = await this.db();
    const limiter = new SignInLimiter(db);
    const accountKey = `account:${emailKey(credentials.email)}`;
    const addressKey = `address:${attempt.address}`;
    if (
      (await limiter.isLimited(accountKey, this.limits.account, attempt.now)) ||
      (await limiter.isLimited(addressKey, this.limits.address, attempt.now))
    ) {
      return refused('rate-limited');
    }
    const account = await findAccountByEmail(db, credentials.email);
    const hash = account?.provider === this.id ? account.passwordHash : undefined;
    const matches =
      hash === undefined
        ? await spendVerificationTime(credentials.password, this.scrypt).then(() => false)
        : await verifyPassword(credentials.password, hash);
    if (!matches || account === undefined) {
      await limiter.recordFailure([accountKey, addressKey], attempt.now);
      return refused('invalid-credentials');
    }
    await limiter.clear(accountKey);
    return { ok: true, account };
  }

  async register(
    details: { email: string; screenName: string; password: string },
    attempt: Attempt,
  ): Promise<RegistrationResult> {
    const problem = checkRegistration(details);
    if (problem !== undefined) return refused(problem);
    const db = await this.db();
    const limiter = new SignInLimiter(db);
    const registerKey = `register:${attempt.address}`;
    if (await limiter.isLimited(registerKey, this.limits.register, attempt.now))
      return refused('rate-limited');
    await limiter.recordFailure([registerKey], attempt.now);
    await limiter.prune(attempt.now);
    // Hashed whether or not the address is taken: how long the answer takes must not tell.
    const passwordHash = await hashPassword(details.password, this.scrypt);
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
