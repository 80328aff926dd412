import type { AppType, EnvironmentType, FeatureTag } from '../../schemas/console.ts';

/**
 * The app type rule (spec §4): an app with more than one environment is a Forge app, any other
 * an OAuth 2.0 integration. The type is always derived, never stored apart from environments.
 */
export function appTypeFor(environments: readonly unknown[]): AppType {
  return environments.length > 1 ? 'forge' : 'oauth2';
}

/** The environments a new app starts with, so that {@link appTypeFor} gives the chosen type. */
export function initialEnvironments(type: AppType): EnvironmentType[] {
  return type === 'forge' ? ['DEVELOPMENT', 'STAGING', 'PRODUCTION'] : ['PRODUCTION'];
}

/** The feature tag of each app type (spec §4): forge, or classic_3lo for OAuth 2.0 (3LO). */
export function featureTagsFor(type: AppType): FeatureTag[] {
  return type === 'forge' ? ['forge'] : ['classic_3lo'];
}
