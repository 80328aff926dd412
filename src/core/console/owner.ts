import type { AppDetails, Owner } from '../../schemas/console.ts';
import { emailDomainOf } from '../policy/email-domain.ts';
import { isEmployee } from '../policy/employee.ts';
import type { FieldProblem } from './field-problem.ts';

/**
 * Whether an app's owner is a vendor employee (spec §3 Owner): the portal's one employee
 * decision, {@link isEmployee}, so only a VERIFIED address at the vendor's domain counts.
 */
export function isVendorEmployeeOwner(owner: Owner, employeeEmailDomain: string): boolean {
  return isEmployee(
    { emailDomain: emailDomainOf(owner.email), emailVerified: owner.emailVerified },
    employeeEmailDomain,
  );
}

/** Only a vendor employee may publish an app as the vendor's own (vendor type internal). */
export function vendorTypeProblem(
  details: Pick<AppDetails, 'vendorType'>,
  owner: Owner,
  employeeEmailDomain: string,
): FieldProblem | undefined {
  if (details.vendorType !== 'internal' || isVendorEmployeeOwner(owner, employeeEmailDomain))
    return undefined;
  return {
    field: 'vendorType',
    message: 'Vendor type: only an owner with a verified vendor email address can publish an app as internal',
  };
}
