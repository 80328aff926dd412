import { randomUUID } from 'node:crypto';
import type { Queryable } from '../storage/database.ts';
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
export const COLUMNS = 'id, email, screen_name, avatar_url, provider, password_hash, email_verified';

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
  const rows = await db.query<AccountRow>(
    `select ${COLUMNS} from accounts where email_key = $1 and provider = 'builtin'`,
    [emailKey(email)],
  );
  return rows[0] === undefined ? undefined : toRecord(rows[0]);
}

/** The account with this id, if any. */
export async function findAccountById(db: Queryable, id: string): Promise<AccountRecord | undefined> {
  const rows = await db.query<AccountRow>(`select ${COLUMNS} from accounts where id = $1`, [id]);
  return rows[0] === undefined ? undefined : toRecord(rows[0]);
}

/** Sets an account's screen name (the profile page); false when there is no such account. */
export async function updateScreenName(db: Queryable, id: string, screenName: string): Promise<boolean> {
  const rows = await db.query('update accounts set screen_name = $2 where id = $1 returning id', [
    id,
    screenName,
  ]);
  return rows.length > 0;
}

/**
 * Gives a built-in account a new address, unverified until its link is followed; false when
 * another built-in account has the address (the unique index decides, atomically).
 */
export async function updateEmail(db: Queryable, id: string, email: string): Promise<boolean> {
  const rows = await db.query(
    `update accounts set email = $2, email_key = $3, email_verified = false
     where id = $1 and provider = 'builtin'
       and not exists (select 1 from accounts o where o.email_key = $3 and o.provider = 'builtin' and o.id <> $1)
     returning id`,
    [id, email.trim(), emailKey(email)],
  );
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
  const rows = await db.query<AccountRow>(
    `insert into accounts (id, email, email_key, screen_name, avatar_url, password_hash, provider, subject)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (email_key) where provider = 'builtin' do nothing
     returning ${COLUMNS}`,
    [
      randomUUID(),
      account.email.trim(),
      emailKey(account.email),
      account.screenName,
      account.avatarUrl ?? null,
      account.passwordHash ?? null,
      account.provider,
      account.subject ?? null,
    ],
  );
  return rows[0] === undefined ? undefined : toRecord(rows[0]);
}
