import type { Privilege } from '../../schemas/common.ts';
import { privilegeForApi } from './api-privileges.ts';
import { emailDomainOf } from './email-domain.ts';
import { isEmployee } from './employee.ts';
import { EMPLOYEE_AUTO_GRANTS } from './employee-grants.ts';
import { canRead, createPrincipal, type Principal } from './principal.ts';
import { PRIVILEGE_FEATURES } from './privilege-features.ts';

/** The signed-in identity the policy resolves grants for. */
export interface PolicySubject {
  accountId: string;
  email: string;
  /** Whether the address is verified; without it the domain grants nothing. */
  emailVerified: boolean;
  /** Grants stored for this account (e.g. by an identity provider's claims); may be empty. */
  granted?: readonly Privilege[];
}

/**
 * The principal of a signed-in account (spec §3, §5, §6): its email domain (never the address),
 * whether the address is verified, the grants it holds, and the employee auto-grants when
 * {@link isEmployee} says so (a verified address at the vendor's domain).
 */
export function principalFor(subject: PolicySubject, employeeEmailDomain: string): Principal {
  const emailDomain = emailDomainOf(subject.email);
  const privileges = new Set<Privilege>(subject.granted ?? []);
  const emailVerified = subject.emailVerified;
  if (isEmployee({ emailDomain, emailVerified }, employeeEmailDomain)) {
    for (const privilege of EMPLOYEE_AUTO_GRANTS) privileges.add(privilege);
  }
  return createPrincipal({
    accountId: subject.accountId,
    ...(emailDomain === undefined ? {} : { emailDomain }),
    emailVerified,
    privileges,
  });
}

/** Check "has a privilege" (spec §6): NONE always holds. */
export function hasPrivilege(principal: Principal, privilege: Privilege): boolean {
  return canRead(principal, privilege);
}

/** Check "list granted privileges" (spec §6): NONE first, then the rest in a stable order. */
export function grantedPrivileges(principal: Principal): Privilege[] {
  return ['NONE', ...[...principal.privileges].filter((p) => p !== 'NONE').sort()];
}

/** Check "is an API accessible" (spec §6): deprecated ids resolve first; unknown ids are closed. */
export function isApiAccessible(principal: Principal, apiId: string): boolean {
  const privilege = privilegeForApi(apiId);
  return privilege !== undefined && hasPrivilege(principal, privilege);
}

/** Check "which frontend features the user can use" (spec §6). */
export function frontendFeatures(principal: Principal): Set<string> {
  const features = new Set<string>();
  for (const privilege of principal.privileges) {
    const feature = PRIVILEGE_FEATURES[privilege];
    if (feature !== undefined) features.add(feature);
  }
  return features;
}

/** Check "which content-set items are accessible" (spec §6): items carry access.privilege. */
export function accessibleItems<T extends { access: { privilege: Privilege } }>(
  principal: Principal,
  items: readonly T[],
): T[] {
  return items.filter((item) => hasPrivilege(principal, item.access.privilege));
}
