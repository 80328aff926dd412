import { describe, expect, it } from 'vitest';
import type { ConsoleApi } from '../../schemas/console.ts';
import { principalFor } from '../policy/access-policy.ts';
import { apiAdditionProblems, grantableScopes, normaliseEnrolments, offeredApis } from './api-permissions.ts';

const api = (id: string, title: string, ...scopes: string[]): ConsoleApi => ({
  id,
  title,
  description: '',
  scopes: scopes.map((name) => ({ name, description: name })),
});
const catalogue = [
  api('identity-api', 'Identity API', 'read:me'),
  api('jira-api', 'Jira API', 'read:jira-work', 'write:jira-work'),
  api('jira-api-deprecated', 'Jira API (classic)', 'read:jira-work'),
  api('confluence-api', 'Confluence API', 'read:confluence-content'),
  api('jira-service-desk-api', 'Jira Service Management API', 'read:servicedesk-request'),
];
const developer = (...granted: NonNullable<Parameters<typeof principalFor>[0]['granted']>) =>
  principalFor({ accountId: 'u1', email: 'dev@customer.org', emailVerified: true, granted }, 'example.com');

describe('which APIs a developer may add (spec §6 API → privilege)', () => {
  it('offers the open APIs to everyone and the others by privilege, never a deprecated entry', () => {
    expect(offeredApis(developer(), catalogue).map((entry) => entry.id)).toEqual(['identity-api']);
    expect(offeredApis(developer('JIRA_API', 'JSD_API'), catalogue).map((entry) => entry.id)).toEqual([
      'identity-api',
      'jira-api',
      'jira-service-desk-api',
    ]);
  });

  it('resolves a deprecated id to the granular API before checking access', () => {
    expect(
      apiAdditionProblems(developer('JIRA_API'), catalogue, {
        apiId: 'jira-api-deprecated',
        scopes: ['read:jira-work'],
      }),
    ).toEqual([]);
    // The deprecated service desk id answers as the Jira API, so JSD_API alone does not open it.
    expect(
      apiAdditionProblems(developer('JSD_API'), catalogue, {
        apiId: 'jira-service-desk-api-deprecated',
        scopes: ['read:jira-work'],
      }),
    ).toEqual([
      { field: 'apiId', message: "API 'jira-service-desk-api-deprecated' is not available to you" },
    ]);
  });

  it('refuses withheld and unknown APIs alike, and scopes the API does not define', () => {
    expect(
      apiAdditionProblems(developer(), catalogue, {
        apiId: 'confluence-api',
        scopes: ['read:confluence-content'],
      }),
    ).toEqual([{ field: 'apiId', message: "API 'confluence-api' is not available to you" }]);
    expect(apiAdditionProblems(developer(), catalogue, { apiId: 'no-such-api', scopes: ['x'] })).toEqual([
      { field: 'apiId', message: "API 'no-such-api' is not available to you" },
    ]);
    expect(
      apiAdditionProblems(developer('JIRA_API'), catalogue, {
        apiId: 'jira-api',
        scopes: ['read:jira-work', 'admin:all'],
      }),
    ).toEqual([{ field: 'scopes', message: "Scopes: 'admin:all' is not a scope of Jira API" }]);
  });
});

describe('enrolments and the scopes the authorization server grants', () => {
  const stored = [
    { apiId: 'jira-api-deprecated', scopes: ['write:jira-work'] },
    { apiId: 'jira-api', scopes: ['read:jira-work'] },
    { apiId: 'confluence-api', scopes: ['read:confluence-content'] },
    { apiId: 'retired-api', scopes: ['read:old'] },
  ];

  it('reads deprecated enrolments as granular ones and drops unknown ids', () => {
    expect(normaliseEnrolments(stored)).toEqual([
      { apiId: 'jira-api', scopes: ['read:jira-work', 'write:jira-work'] },
      { apiId: 'confluence-api', scopes: ['read:confluence-content'] },
    ]);
  });

  it('grants only the scopes of APIs still accessible to the owner', () => {
    expect(grantableScopes(developer('JIRA_API'), stored)).toEqual(['read:jira-work', 'write:jira-work']);
    expect(grantableScopes(developer(), stored)).toEqual([]);
  });
});
