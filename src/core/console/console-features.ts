import type { AccountFeatureFlag, AppRole, AppType } from '../../schemas/console.ts';
import { AccountFeatureFlagSchema } from '../../schemas/console.ts';
import { frontendFeatures } from '../policy/access-policy.ts';
import type { Principal } from '../policy/principal.ts';

/**
 * The console features on for a developer (spec §3 account feature flags, §6 privilege →
 * frontend features): those their privileges switch on, plus flags set on the account or the
 * site that have no privilege behind them (authorizationTab, for one).
 */
export function consoleFeatures(
  principal: Principal,
  accountFlags: Iterable<AccountFeatureFlag> = [],
): ReadonlySet<AccountFeatureFlag> {
  const features = new Set<AccountFeatureFlag>(accountFlags);
  for (const feature of frontendFeatures(principal)) {
    const flag = AccountFeatureFlagSchema.safeParse(feature);
    if (flag.success) features.add(flag.data);
  }
  return features;
}

/** The pages of an app in the console, in the order of its tab bar. */
export const CONSOLE_TABS = [
  'overview',
  'settings',
  'authorization',
  'permissions',
  'distribution',
  'environments',
  'outbound-auth',
  'members',
  'audit',
] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

/** What decides whether a tab shows: the app's type and the viewer's features. */
export interface TabContext {
  appType: AppType;
  features: ReadonlySet<AccountFeatureFlag>;
  role: AppRole;
}

/**
 * Whether a tab shows for this app and developer. Authorization needs the authorizationTab
 * flag, outbound auth the outbound-auth feature (OUTBOUND_AUTH privilege), environments exist
 * for Forge apps only; the rest shows to every owner and member (what they may change there is
 * {@link import('./app-roles.ts').can}'s concern). A hidden tab's URL answers 404 like a
 * missing page, so the server asks this same function.
 */
export function tabVisible(tab: ConsoleTab, context: TabContext): boolean {
  switch (tab) {
    case 'authorization':
      return context.features.has('authorizationTab');
    case 'outbound-auth':
      return context.features.has('outbound-auth');
    case 'environments':
      return context.appType === 'forge';
    default:
      return true;
  }
}

/** The tabs that show, in tab-bar order. */
export function visibleTabs(context: TabContext): ConsoleTab[] {
  return CONSOLE_TABS.filter((tab) => tabVisible(tab, context));
}

/**
 * Sections inside the distribution page that need a feature: going public (sharing an install
 * URL outside the marketplace) needs directAppDistribution; a Forge app's egress permissions
 * need forgeDistributionEgressPermissions.
 */
export function distributionSections(context: TabContext): { goPublic: boolean; egressPermissions: boolean } {
  return {
    goPublic: context.features.has('directAppDistribution'),
    egressPermissions:
      context.appType === 'forge' && context.features.has('forgeDistributionEgressPermissions'),
  };
}
