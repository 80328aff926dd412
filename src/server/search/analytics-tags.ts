import type { Principal } from '../../core/policy/principal.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { isEmployee } from '../../core/policy/employee.ts';

/** The tag of anonymous visitors (spec §3 "Analytics tags"). */
export const EXTERNAL_TAG = 'external';
/** The tag every signed-in visitor carries. */
export const LOGGED_IN_TAG = 'logged-in';

/** The vendor name as a tag word: lower case, runs of other characters turned into '-'. */
function vendorSlug(vendorName: string): string {
  return (
    vendorName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'vendor'
  );
}

/**
 * Search analytics tags of a visitor (spec §3, §6): `external` when anonymous; when signed in,
 * `logged-in` plus `<vendor>-employee` (a verified address at the employee domain, the policy's
 * isEmployee) or `non-<vendor>-employee` (names carry the vendor name of
 * site.yaml).
 */
export function analyticsTagsFor(
  principal: Principal,
  site: Pick<SiteConfig, 'vendorName' | 'employeeEmailDomain'>,
): string[] {
  if (principal.accountId === undefined) return [EXTERNAL_TAG];
  const vendor = vendorSlug(site.vendorName);
  return [
    LOGGED_IN_TAG,
    isEmployee(principal, site.employeeEmailDomain) ? `${vendor}-employee` : `non-${vendor}-employee`,
  ];
}
