import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { emailKey } from './account-record.ts';

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Verification links one account may be sent per hour (registration, resends, email changes). */
export const VERIFICATIONS_PER_HOUR = 5;

/**
 * The table keeps only a SHA-256 of the token in the link: a leaked table or backup verifies
 * nothing. The token has 256 random bits, so no salt or slow hash is needed.
 */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Whether the account may be sent another link now (fewer than the hourly limit so far). */
export async function maySendVerification(db: Queryable, accountId: string, now: Date): Promise<boolean> {
  const recent = await typedSql(db)
    .selectFrom('email_verifications')
    .select(({ fn }) => fn.countAll().as('count'))
    .where('account_id', '=', accountId)
    .where('created_at', '>', new Date(now.getTime() - 3_600_000))
    .executeTakeFirst();
  return Number(recent?.count ?? 0) < VERIFICATIONS_PER_HOUR;
}

/**
 * A new verification token for `email` of an account, or undefined when the account was sent
 * {@link VERIFICATIONS_PER_HOUR} links in the last hour. Earlier links stay valid until they
 * expire or the address changes.
 */
export async function issueVerificationToken(
  db: Queryable,
  accountId: string,
  email: string,
  now: Date,
): Promise<string | undefined> {
  if (!(await maySendVerification(db, accountId, now))) return undefined;
  const token = randomBytes(32).toString('base64url');
  await typedSql(db)
    .insertInto('email_verifications')
    .values({
      token_hash: tokenHash(token),
      account_id: accountId,
      email_key: emailKey(email),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** Why a link verified nothing; the verify page explains each and offers a new link. */
export type VerificationFailure = 'invalid' | 'used' | 'expired' | 'address-changed';

/** The outcome of following a link. */
export type VerificationResult = { ok: true; accountId: string } | { ok: false; reason: VerificationFailure };

/**
 * Follows a verification link: marks the token used and the account's address verified, in one
 * transaction. The token works once (the update claims it only while unused, so two clicks at
 * once verify once), only before it expires, and only while the account still has the address
 * the link was sent to.
 */
export async function consumeVerificationToken(
  db: Database,
  token: string,
  now: Date,
): Promise<VerificationResult> {
  if (!/^[\w-]{20,100}$/.test(token)) return { ok: false, reason: 'invalid' };
  const hash = tokenHash(token);
  return db.transaction(async (tx): Promise<VerificationResult> => {
    const q = typedSql(tx);
    const row = await q
      .updateTable('email_verifications')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['account_id', 'email_key'])
      .executeTakeFirst();
    if (row === undefined) {
      const found = await q
        .selectFrom('email_verifications')
        .select('used_at')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (found === undefined) return { ok: false, reason: 'invalid' };
      return { ok: false, reason: found.used_at === null ? 'expired' : 'used' };
    }
    const verified = await q
      .updateTable('accounts')
      .set({ email_verified: true })
      .where('id', '=', row.account_id)
      .where('email_key', '=', row.email_key)
      .returning('id')
      .execute();
    if (verified.length === 0) return { ok: false, reason: 'address-changed' };
    return { ok: true, accountId: row.account_id };
  });
}
