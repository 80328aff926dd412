import type { Privilege } from '../../schemas/common.ts';

/**
 * Privileges that switch on a frontend feature (spec §6), named as the account feature flags of
 * spec §3. A privilege not listed here enables no feature.
 */
export const PRIVILEGE_FEATURES: Readonly<Partial<Record<Privilege, string>>> = {
  CONFLUENCE_API: 'confluenceApi',
  DIRECT_APP_DISTRIBUTION: 'directAppDistribution',
  FORGE_DISTRIBUTION_EGRESS_PERMISSIONS: 'forgeDistributionEgressPermissions',
  JIRA_API: 'jiraApi',
  JSD_API: 'jsdApi',
  OUTBOUND_AUTH: 'outbound-auth',
  PERSONAL_DATA_REPORTING_API: 'personalDataReportingApi',
  USE_SHIPYARD_ICONS: 'useShipyardIcons',
  USER_IDENTITY_API: 'userIdentityApi',
};

/** Privileges whose content the user-facing search may return (spec §6). */
export const USER_SEARCH_PRIVILEGES: readonly Privilege[] = ['NONE', 'SHIPYARD_DOCS'];
