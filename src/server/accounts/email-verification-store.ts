import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../storage/database.ts';
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
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const recent = await db.query<{ count: string | number }>(
    'select count(*) as count from email_verifications where account_id = $1 and created_at > $2',
    [accountId, hourAgo],
  );
  return Number(recent[0]?.count ?? 0) < VERIFICATIONS_PER_HOUR;
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
  await db.query(
    `insert into email_verifications (token_hash, account_id, email_key, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      tokenHash(token),
      accountId,
      emailKey(email),
      now.toISOString(),
      new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
    ],
  );
  return token;
}

/** Why a link verified nothing; the verify page explains each and offers a new link. */
export type VerificationFailure = 'invalid' | 'used' | 'expired' | 'address-changed';

/** The outcome of following a link. */
export type VerificationResult = { ok: true; accountId: string } | { ok: false; reason: VerificationFailure };

interface TokenRow {
  account_id: string;
  email_key: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

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
    const claimed = await tx.query<TokenRow>(
      `update email_verifications set used_at = $2
       where token_hash = $1 and used_at is null and expires_at > $2
       returning account_id, email_key, expires_at, used_at`,
      [hash, now.toISOString()],
    );
    const row = claimed[0];
    if (row === undefined) {
      const found = await tx.query<TokenRow>(
        'select account_id, email_key, expires_at, used_at from email_verifications where token_hash = $1',
        [hash],
      );
      if (found[0] === undefined) return { ok: false, reason: 'invalid' };
      return { ok: false, reason: found[0].used_at === null ? 'expired' : 'used' };
    }
    const verified = await tx.query(
      'update accounts set email_verified = true where id = $1 and email_key = $2 returning id',
      [row.account_id, row.email_key],
    );
    if (verified.length === 0) return { ok: false, reason: 'address-changed' };
    return { ok: true, accountId: row.account_id };
  });
}
