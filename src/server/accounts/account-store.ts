import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { emailKey, type AccountRecord } from './account-record.ts';

/** An accounts row as the stores read it. */
export interface AccountRow {
  id: string;
  email: string;
  screen_name: string;
  avatar_url: string | null;
  provider: string;
  password_hash: string | null;
  email_verified: boolean;
}

/** The columns of an {@link AccountRow}. */
export const COLUMNS = [
  'id',
  'email',
  'screen_name',
  'avatar_url',
  'provider',
  'password_hash',
  'email_verified',
] as const satisfies readonly (keyof AccountRow)[];

/** The record of a row. */
export function toRecord(row: AccountRow): AccountRecord {
  return {
    id: row.id,
    email: row.email,
    screenName: row.screen_name,
    avatarUrl: row.avatar_url ?? undefined,
    provider: row.provider,
    emailVerified: row.email_verified === true,
    ...(row.password_hash === null ? {} : { passwordHash: row.password_hash }),
  };
}

/**
 * The built-in account registered under `email` (case-insensitive), if any. Accounts of an
 * OpenID Connect issuer may share the address (they are found by issuer and subject instead).
 */
export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRecord | undefined> {
  const row = await typedSql(db)
    .selectFrom('accounts')
    .select(COLUMNS)
    .where('email_key', '=', emailKey(email))
    .where('provider', '=', 'builtin')
    .executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}

/** The account with this id, if any. */
export async function findAccountById(db: Queryable, id: string): Promise<AccountRecord | undefined> {
  const row = await typedSql(db)
    .selectFrom('accounts')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}

/** Sets an account's screen name (the profile page); false when there is no such account. */
export async function updateScreenName(db: Queryable, id: string, screenName: string): Promise<boolean> {
  const rows = await typedSql(db)
    .updateTable('accounts')
    .set({ screen_name: screenName })
    .where('id', '=', id)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Gives a built-in account a new address, unverified until its link is followed; false when
 * another built-in account has the address (the unique index decides, atomically).
 */
export async function updateEmail(db: Queryable, id: string, email: string): Promise<boolean> {
  const key = emailKey(email);
  const rows = await typedSql(db)
    .updateTable('accounts')
    .set({ email: email.trim(), email_key: key, email_verified: false })
    .where('id', '=', id)
    .where('provider', '=', 'builtin')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('accounts as o')
            .select(sql<number>`1`.as('one'))
            .where('o.email_key', '=', key)
            .where('o.provider', '=', 'builtin')
            .where('o.id', '<>', id),
        ),
      ),
    )
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** What a new account needs. */
export interface NewAccount {
  email: string;
  screenName: string;
  provider: string;
  passwordHash?: string;
  avatarUrl?: string;
  /** The provider's own id for the person (OpenID Connect `sub`); unused by the built-in provider. */
  subject?: string;
}

/**
 * Inserts a built-in account and returns it, or undefined when the email is already registered
 * (the unique index on the email_key of built-in accounts refuses it atomically, so two processes
 * cannot register one address twice). OpenID Connect accounts use upsertOidcAccount instead.
 */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<AccountRecord | undefined> {
  const row = await typedSql(db)
    .insertInto('accounts')
    .values({
      id: randomUUID(),
      email: account.email.trim(),
      email_key: emailKey(account.email),
      screen_name: account.screenName,
      avatar_url: account.avatarUrl ?? null,
      password_hash: account.passwordHash ?? null,
      provider: account.provider,
      subject: account.subject ?? null,
    })
    // A literal, not a parameter: PostgreSQL matches it to the partial unique index's predicate.
    .onConflict((conflict) =>
      conflict.column('email_key').where('provider', '=', sql.lit('builtin')).doNothing(),
    )
    .returning(COLUMNS)
    .executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}
