import type { Privilege } from '../../schemas/common.ts';
import { assertEmailDomain } from './email-domain.ts';

/**
 * Who is asking (spec §3 "Principal"). An absent accountId means anonymous. Granted privileges
 * are resolved by the access policy when the visitor signs in.
 */
export interface Principal {
  accountId?: string;
  anonymousId?: string;
  emailDomain?: string;
  /** Whether the account's email address is verified (the employee decision needs it). */
  emailVerified?: boolean;
  privileges: ReadonlySet<Privilege>;
}

/** The anonymous visitor: no account, no privileges beyond NONE. */
export const ANONYMOUS: Principal = Object.freeze({ privileges: new Set<Privilege>() });

/**
 * A principal, checked by the email-domain rule of spec §5: a domain holding an at sign throws
 * (it looks like an email, a privacy violation) and the error names the user id.
 */
export function createPrincipal(fields: Principal): Principal {
  assertEmailDomain(fields.emailDomain, fields.accountId);
  return Object.freeze({ ...fields });
}

/**
 * Whether a principal may read content that requires `privilege` (spec §6): NONE is open to
 * everyone; anything else needs the privilege granted.
 */
export function canRead(principal: Principal, privilege: Privilege): boolean {
  return privilege === 'NONE' || principal.privileges.has(privilege);
}
