import { z } from 'zod';

/**
 * Account feature flags (spec §3). Most follow from a privilege (core/policy privilege-features);
 * `authorizationTab`, `compassApi`, `inboundEventsApi` and `search` are switched on per account
 * or per site, with no privilege behind them.
 */
export const AccountFeatureFlagSchema = z.enum([
  'authorizationTab',
  'compassApi',
  'confluenceApi',
  'directAppDistribution',
  'forgeDistributionEgressPermissions',
  'inboundEventsApi',
  'jiraApi',
  'jsdApi',
  'outbound-auth',
  'personalDataReportingApi',
  'search',
  'userIdentityApi',
  'useShipyardIcons',
]);
export type AccountFeatureFlag = z.infer<typeof AccountFeatureFlagSchema>;
