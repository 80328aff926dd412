import type { Account } from '../../schemas/account.ts';

/** An account as stored: the page-safe fields of spec §3 plus what only the server keeps. */
export interface AccountRecord extends Account {
  /** Which provider owns it ('builtin', later an OpenID Connect issuer). */
  provider: string;
  /** scrypt hash of the built-in provider; undefined for accounts of an external provider. */
  passwordHash?: string;
  /**
   * Whether the owner proved they receive mail at `email` (a followed verification link, or the
   * issuer's email_verified claim). Employee privileges need it (core/policy/employee.ts).
   */
  emailVerified: boolean;
}

/** The lookup key of an email: trimmed and lower-cased, so 'Ann@X.org' and 'ann@x.org' are one account. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
