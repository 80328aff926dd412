import { describe, expect, it } from 'vitest';
import { PrivilegeSchema } from '../../schemas/common.ts';
import {
  accessibleItems,
  frontendFeatures,
  grantedPrivileges,
  hasPrivilege,
  isApiAccessible,
  principalFor,
} from './access-policy.ts';
import { API_IDS, API_PRIVILEGES, DEPRECATED_API_IDS, privilegeForApi } from './api-privileges.ts';
import { EMPLOYEE_AUTO_GRANTS, isEmployeeDomain } from './employee-grants.ts';
import { ANONYMOUS } from './principal.ts';
import { PRIVILEGE_FEATURES, USER_SEARCH_PRIVILEGES } from './privilege-features.ts';

const outsider = principalFor(
  { accountId: 'u1', email: 'ann@customer.org', emailVerified: true },
  'example.com',
);
const employee = principalFor(
  { accountId: 'u2', email: 'Bob@Mail.Example.com', emailVerified: true },
  'example.com',
);

describe('API → privilege mapping (spec §6)', () => {
  it('maps each API id to its privilege', () => {
    expect(privilegeForApi('app-api')).toBe('APP_API');
    expect(privilegeForApi('confluence-api')).toBe('CONFLUENCE_API');
    expect(privilegeForApi('jira-api')).toBe('JIRA_API');
    expect(privilegeForApi('jira-service-desk-api')).toBe('JSD_API');
    expect(privilegeForApi('personal-data-reporting-api')).toBe('PERSONAL_DATA_REPORTING_API');
    expect(privilegeForApi('storage-api')).toBe('STORAGE_API');
    expect(privilegeForApi('chat-service-api')).toBe('CHAT_SERVICE_API');
    expect(privilegeForApi('user-identity-api')).toBe('USER_IDENTITY_API');
    expect(privilegeForApi('compass-api')).toBe('COMPASS_API');
    expect(privilegeForApi('identity-api')).toBe('NONE');
    expect(privilegeForApi('platform-api')).toBe('NONE');
    expect(privilegeForApi('no-such-api')).toBeUndefined();
  });

  it('maps deprecated ids to the granular ones', () => {
    expect(DEPRECATED_API_IDS).toEqual({
      'jira-api-deprecated': 'jira-api',
      'jira-service-desk-api-deprecated': 'jira-api',
      'confluence-api-deprecated': 'confluence-api',
    });
    expect(privilegeForApi('jira-api-deprecated')).toBe('JIRA_API');
    expect(privilegeForApi('jira-service-desk-api-deprecated')).toBe('JIRA_API');
    expect(privilegeForApi('confluence-api-deprecated')).toBe('CONFLUENCE_API');
  });

  it('covers every API id with a known privilege', () => {
    for (const id of API_IDS) expect(PrivilegeSchema.safeParse(privilegeForApi(id)).success).toBe(true);
    expect(Object.keys(API_PRIVILEGES).length + Object.keys(DEPRECATED_API_IDS).length).toBe(API_IDS.length);
  });
});

describe('privilege → frontend features (spec §6)', () => {
  it('lists exactly the privileges of the spec', () => {
    expect(Object.keys(PRIVILEGE_FEATURES).sort()).toEqual([
      'CONFLUENCE_API',
      'DIRECT_APP_DISTRIBUTION',
      'FORGE_DISTRIBUTION_EGRESS_PERMISSIONS',
      'JIRA_API',
      'JSD_API',
      'OUTBOUND_AUTH',
      'PERSONAL_DATA_REPORTING_API',
      'USER_IDENTITY_API',
      'USE_SHIPYARD_ICONS',
    ]);
    expect(USER_SEARCH_PRIVILEGES).toEqual(['NONE', 'SHIPYARD_DOCS']);
  });

  it('gives the features of granted privileges only', () => {
    expect(frontendFeatures(ANONYMOUS).size).toBe(0);
    const user = principalFor(
      { accountId: 'u', email: 'a@b.org', emailVerified: true, granted: ['JIRA_API', 'FORGE_DOCS'] },
      'example.com',
    );
    expect([...frontendFeatures(user)]).toEqual(['jiraApi']);
    expect(frontendFeatures(employee).has('outbound-auth')).toBe(true);
    expect(frontendFeatures(employee).has('directAppDistribution')).toBe(false);
  });
});

describe('employees (spec §6)', () => {
  it('recognises the employee domain and its subdomains only', () => {
    expect(isEmployeeDomain('example.com', 'example.com')).toBe(true);
    expect(isEmployeeDomain('mail.example.com', 'Example.com')).toBe(true);
    expect(isEmployeeDomain('notexample.com', 'example.com')).toBe(false);
    expect(isEmployeeDomain(undefined, 'example.com')).toBe(false);
  });

  it('auto-grants the policy privileges to employees and nothing to others', () => {
    for (const privilege of EMPLOYEE_AUTO_GRANTS) expect(hasPrivilege(employee, privilege)).toBe(true);
    expect(hasPrivilege(employee, 'DIRECT_APP_DISTRIBUTION')).toBe(false);
    expect(grantedPrivileges(outsider)).toEqual(['NONE']);
    expect(employee.emailDomain).toBe('mail.example.com');
    expect(outsider.emailDomain).toBe('customer.org');
  });

  it('grants nothing to an unverified vendor address: anyone can type one into a form', () => {
    const unverified = principalFor(
      { accountId: 'u3', email: 'mallory@example.com', emailVerified: false },
      'example.com',
    );
    expect(grantedPrivileges(unverified)).toEqual(['NONE']);
    expect(hasPrivilege(unverified, 'INTERNAL_PLATFORM_DOCS')).toBe(false);
    expect(unverified.emailVerified).toBe(false);
    expect(employee.emailVerified).toBe(true);
  });
});

describe('checks (spec §6)', () => {
  it('opens NONE to everyone', () => {
    expect(hasPrivilege(ANONYMOUS, 'NONE')).toBe(true);
    expect(hasPrivilege(ANONYMOUS, 'INTERNAL_SERVICE_DOCS')).toBe(false);
  });

  it('lists granted privileges with NONE first', () => {
    const user = principalFor(
      { accountId: 'u', email: 'a@b.org', emailVerified: true, granted: ['STORAGE_API', 'APP_API'] },
      'x.io',
    );
    expect(grantedPrivileges(user)).toEqual(['NONE', 'APP_API', 'STORAGE_API']);
  });

  it('says whether an API is accessible, resolving deprecated ids', () => {
    expect(isApiAccessible(ANONYMOUS, 'identity-api')).toBe(true);
    expect(isApiAccessible(ANONYMOUS, 'jira-api')).toBe(false);
    expect(isApiAccessible(employee, 'jira-service-desk-api-deprecated')).toBe(true);
    const jsdOnly = principalFor(
      { accountId: 'u', email: 'a@b.org', emailVerified: true, granted: ['JSD_API'] },
      'x.io',
    );
    expect(isApiAccessible(jsdOnly, 'jira-service-desk-api')).toBe(true);
    expect(isApiAccessible(jsdOnly, 'jira-service-desk-api-deprecated')).toBe(false);
    expect(isApiAccessible(employee, 'unknown')).toBe(false);
  });

  it('keeps the accessible content-set items', () => {
    const items = [
      { title: 'public', access: { privilege: 'NONE' as const } },
      { title: 'internal', access: { privilege: 'INTERNAL_PLATFORM_DOCS' as const } },
    ];
    expect(accessibleItems(ANONYMOUS, items).map((i) => i.title)).toEqual(['public']);
    expect(accessibleItems(outsider, items).map((i) => i.title)).toEqual(['public']);
    expect(accessibleItems(employee, items).map((i) => i.title)).toEqual(['public', 'internal']);
  });
});
