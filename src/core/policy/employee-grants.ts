import type { Privilege } from '../../schemas/common.ts';

/**
 * Privileges the policy grants automatically to employees of the vendor (spec §6), who are
 * recognised by the email domain of site.yaml. Distribution grants are left out on purpose: they
 * belong to individual apps and partners, and an employee gets them like anyone else.
 */
export const EMPLOYEE_AUTO_GRANTS: readonly Privilege[] = [
  'APP_API',
  'JIRA_API',
  'CONFLUENCE_API',
  'JSD_API',
  'COMPASS_API',
  'STORAGE_API',
  'CHAT_SERVICE_API',
  'OUTBOUND_AUTH',
  'USER_IDENTITY_API',
  'PERSONAL_DATA_REPORTING_API',
  'USE_SHIPYARD_ICONS',
  'SHIPYARD_DOCS',
  'FORGE_DOCS',
  'INTERNAL_PLATFORM_DOCS',
  'INTERNAL_SERVICE_DOCS',
];

/**
 * Whether an email domain belongs to the vendor: the employee domain itself or a subdomain of it
 * (mail.example.com counts for example.com; notexample.com does not).
 */
export function isEmployeeDomain(emailDomain: string | undefined, employeeEmailDomain: string): boolean {
  if (emailDomain === undefined) return false;
  const domain = emailDomain.toLowerCase();
  const vendor = employeeEmailDomain.toLowerCase();
  return domain === vendor || domain.endsWith(`.${vendor}`);
}
