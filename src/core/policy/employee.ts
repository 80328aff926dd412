import { isEmployeeDomain } from './employee-grants.ts';

/** What the employee decision reads: the email domain and whether the address was proven. */
export interface EmployeeEvidence {
  /** The lower-cased domain of the account's email address, if it has one. */
  emailDomain?: string | undefined;
  /**
   * Whether the owner proved they receive mail at the address: a followed verification link
   * for built-in accounts, the issuer's `email_verified: true` claim for OpenID Connect ones.
   */
  emailVerified?: boolean | undefined;
}

/**
 * The one employee decision of the portal (spec §6): the address must be VERIFIED and its domain
 * the vendor's employee domain or a subdomain of it. Anyone can type a vendor address into a
 * form, so the domain alone proves nothing. Auto-grants, the feedback report and the analytics
 * tag all ask this function, never the domain directly.
 */
export function isEmployee(evidence: EmployeeEvidence, employeeEmailDomain: string): boolean {
  return evidence.emailVerified === true && isEmployeeDomain(evidence.emailDomain, employeeEmailDomain);
}
