import type { Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { emailKey } from '../accounts/account-record.ts';

/** The portal account an owner adds as a member, found by its address. */
export interface MemberAccount {
  accountId: string;
  email: string;
}

/**
 * The one portal account that uses `email` (case-insensitive), for the members form. Accounts of
 * every provider count, since developers may sign in with the built-in accounts or an OpenID
 * Connect issuer. When several share the address, only a single verified one is taken: access to
 * an app is never given to an account picked at random. undefined: no such account (or no way to
 * tell which), and the form says so.
 */
export async function memberAccountByEmail(db: Queryable, email: string): Promise<MemberAccount | undefined> {
  const rows = await typedSql(db)
    .selectFrom('accounts')
    .select(['id', 'email', 'email_verified'])
    .where('email_key', '=', emailKey(email))
    .execute();
  const candidates = rows.length > 1 ? rows.filter((row) => row.email_verified) : rows;
  const [only] = candidates;
  return candidates.length === 1 && only !== undefined
    ? { accountId: only.id, email: only.email }
    : undefined;
}
