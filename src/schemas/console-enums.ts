import { z } from 'zod';

/** Whether an app is still in development or publicly distributable (spec §4). */
export const DistributionStatusSchema = z.enum(['development', 'public']);
export type DistributionStatus = z.infer<typeof DistributionStatusSchema>;

/** Listing status, also used as the marketplace listing status (spec §4). */
export const ListingStatusSchema = z.enum(['PRIVATE', 'PUBLIC', 'SUBMITTED', 'READY_TO_LAUNCH', 'REJECTED']);
export type ListingStatus = z.infer<typeof ListingStatusSchema>;

/** The environments a Forge app deploys to (spec §4). */
export const EnvironmentTypeSchema = z.enum(['DEVELOPMENT', 'STAGING', 'PRODUCTION']);
export type EnvironmentType = z.infer<typeof EnvironmentTypeSchema>;

/** Where a deployment stands (spec §4). */
export const DeploymentStatusSchema = z.enum(['DONE', 'FAILED', 'IN_PROGRESS']);
export type DeploymentStatus = z.infer<typeof DeploymentStatusSchema>;

/** How an app authenticates (spec §4): media access, user-delegated 3LO, or app-only 2LO. */
export const AuthenticationTypeSchema = z.enum(['media', 'threeLO', 'twoLO']);
export type AuthenticationType = z.infer<typeof AuthenticationTypeSchema>;

/** Feature tags an app carries (spec §4): Forge apps, and classic OAuth 2.0 (3LO) integrations. */
export const FeatureTagSchema = z.enum(['forge', 'classic_3lo']);
export type FeatureTag = z.infer<typeof FeatureTagSchema>;

/** External services an app can sign users in to (spec §4); oauth2 is any generic provider. */
export const OutboundAuthProviderSchema = z.enum(['dropbox', 'google', 'oauth2']);
export type OutboundAuthProvider = z.infer<typeof OutboundAuthProviderSchema>;

/** Products a principal's site can run (spec §4). */
export const PrincipalSiteProductSchema = z.enum(['jira', 'confluence', 'compass']);
export type PrincipalSiteProduct = z.infer<typeof PrincipalSiteProductSchema>;

/**
 * The two kinds of app the console creates and lists. The kind is not chosen freely afterwards:
 * it follows from the environments (the app type rule of spec §4, `appTypeFor` in core).
 */
export const AppTypeSchema = z.enum(['oauth2', 'forge']);
export type AppType = z.infer<typeof AppTypeSchema>;

/** Words the console shows for each app type; the create form offers exactly these. */
export const APP_TYPE_LABELS: Readonly<Record<AppType, string>> = {
  oauth2: 'OAuth 2.0 integration',
  forge: 'Forge app',
};

/**
 * Who publishes an app: the portal's own vendor (only a verified vendor employee may say so) or
 * an outside developer or partner, the default.
 */
export const VendorTypeSchema = z.enum(['internal', 'third-party']);
export type VendorType = z.infer<typeof VendorTypeSchema>;

/** Roles the owner can give other developers on an app. The owner role itself is not given. */
export const MemberRoleSchema = z.enum(['admin', 'viewer']);
export type MemberRole = z.infer<typeof MemberRoleSchema>;

/** Someone's standing on an app: its owner or a member with a role. */
export const AppRoleSchema = z.enum(['owner', ...MemberRoleSchema.options]);
export type AppRole = z.infer<typeof AppRoleSchema>;
