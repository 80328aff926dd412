import type { Privilege } from '../../schemas/common.ts';

/**
 * API ids the access policy knows (spec §6 "API to privilege mapping"). Confluence, Jira and the
 * service desk each have a granular id and a deprecated one kept for old callers.
 */
export const API_IDS = [
  'app-api',
  'confluence-api',
  'confluence-api-deprecated',
  'jira-api',
  'jira-api-deprecated',
  'jira-service-desk-api',
  'jira-service-desk-api-deprecated',
  'personal-data-reporting-api',
  'storage-api',
  'chat-service-api',
  'user-identity-api',
  'compass-api',
  'identity-api',
  'platform-api',
] as const;
export type ApiId = (typeof API_IDS)[number];

/**
 * Deprecated ids answer as their granular successor (spec §6): the deprecated Jira and service
 * desk ids as the Jira granular id, the deprecated Confluence id as the Confluence granular id.
 */
export const DEPRECATED_API_IDS: Readonly<Partial<Record<ApiId, ApiId>>> = {
  'jira-api-deprecated': 'jira-api',
  'jira-service-desk-api-deprecated': 'jira-api',
  'confluence-api-deprecated': 'confluence-api',
};

/** The privilege each granular API needs (spec §6). NONE: open to everyone. */
export const API_PRIVILEGES: Readonly<Record<Exclude<ApiId, keyof typeof DEPRECATED_API_IDS>, Privilege>> = {
  'app-api': 'APP_API',
  'confluence-api': 'CONFLUENCE_API',
  'jira-api': 'JIRA_API',
  'jira-service-desk-api': 'JSD_API',
  'personal-data-reporting-api': 'PERSONAL_DATA_REPORTING_API',
  'storage-api': 'STORAGE_API',
  'chat-service-api': 'CHAT_SERVICE_API',
  'user-identity-api': 'USER_IDENTITY_API',
  'compass-api': 'COMPASS_API',
  'identity-api': 'NONE',
  'platform-api': 'NONE',
};

/** The granular id of an API id: itself, or the successor of a deprecated one. */
export function granularApiId(apiId: ApiId): ApiId {
  return DEPRECATED_API_IDS[apiId] ?? apiId;
}

/** The privilege an API id needs, deprecated ids resolved first; undefined for an unknown id. */
export function privilegeForApi(apiId: string): Privilege | undefined {
  if (!(API_IDS as readonly string[]).includes(apiId)) return undefined;
  const granular = granularApiId(apiId as ApiId) as keyof typeof API_PRIVILEGES;
  return API_PRIVILEGES[granular];
}
