/**
 * The answers of the vendor platform API (docs/vendor-app-registry-api.md), built from the
 * console's own schemas: a vendor's answer is input like any other, so it is parsed, never cast.
 * Every object is strict, so a field the protocol does not know is refused rather than ignored.
 */

import { z } from 'zod';
import {
  AppDetailsSchema,
  AppIdSchema,
  AppRoleSchema,
  AuditEntrySchema,
  CallbackUrlSchema,
  ConsoleAppSchema,
  CredentialsSchema,
  DeploymentSchema,
  EnvironmentTypeSchema,
  MemberSchema,
  OutboundAuthServiceSchema,
} from '../../schemas/console.ts';
import type { AppAction } from '../../core/console/index.ts';
import { MAX_DEPLOYMENTS_PER_ENVIRONMENT } from './deployment-changes.ts';

/** Every role-checked action: a Record, so a new action in the core must be added here. */
const KNOWN_ACTIONS: Readonly<Record<AppAction, true>> = {
  view: true,
  edit: true,
  'rotate-secret': true,
  'manage-members': true,
  delete: true,
  'view-audit': true,
  'record-deployment': true,
};
const ACTIONS = Object.keys(KNOWN_ACTIONS) as [AppAction, ...AppAction[]];

/** GET /v1/apps. */
export const VendorAppListSchema = z.object({ apps: z.array(ConsoleAppSchema) }).strict();

/** GET /v1/apps/{appId}: the app as the acting developer sees it (`AppView`). */
export const VendorAppViewSchema = z
  .object({
    app: ConsoleAppSchema,
    role: AppRoleSchema,
    owner: z.object({ id: z.string().min(1), email: z.string() }).strict(),
    clientId: CredentialsSchema.shape.clientId,
    secretGeneration: z.number().int().min(0),
    details: AppDetailsSchema,
    callbackUrls: z.array(CallbackUrlSchema),
    members: z.array(MemberSchema),
    outboundAuth: z.array(OutboundAuthServiceSchema),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .strict();

/** POST /v1/apps: the new app and its credentials, the secret shown this once. */
export const VendorCreatedAppSchema = z
  .object({ app: ConsoleAppSchema, credentials: CredentialsSchema })
  .strict();

/** POST /v1/apps/{appId}/secret. */
export const VendorCredentialsSchema = CredentialsSchema;

/** GET /v1/apps/{appId}/audit, newest first. */
export const VendorAuditLogSchema = z.object({ entries: z.array(AuditEntrySchema) }).strict();

/** POST /v1/clients/authenticate: the app whose client id and secret were sent (never the secret). */
export const VendorAuthenticatedClientSchema = z
  .object({ appId: AppIdSchema, clientId: CredentialsSchema.shape.clientId })
  .strict();

/** POST /v1/apps/{appId}/app-deployments: the deployment recorded, with its environment. */
export const VendorEnvironmentDeploymentSchema = z
  .object({ environment: EnvironmentTypeSchema, deployment: DeploymentSchema })
  .strict();

/** GET /v1/apps/{appId}/deployments: per environment, each named once, newest first. */
export const VendorDeploymentHistorySchema = z
  .object({
    environments: z
      .array(
        z
          .object({
            environment: EnvironmentTypeSchema,
            deployments: z.array(DeploymentSchema).max(MAX_DEPLOYMENTS_PER_ENVIRONMENT),
          })
          .strict(),
      )
      .max(EnvironmentTypeSchema.options.length)
      .refine(
        (environments) =>
          new Set(environments.map((entry) => entry.environment)).size === environments.length,
        'an environment is listed twice',
      ),
  })
  .strict();

/** A problem with one field of a refused change, as in `AppFieldError`. */
const ProblemSchema = z.object({ field: z.string(), message: z.string().min(1).max(1000) }).strict();

/**
 * The body of every 4xx answer: a code saying which error the portal raises, a message for
 * operators, and per code what the error needs.
 */
export const VendorErrorSchema = z.discriminatedUnion('error', [
  z
    .object({ error: z.literal('invalid'), message: z.string(), problems: z.array(ProblemSchema).min(1) })
    .strict(),
  z
    .object({
      error: z.literal('quota_exceeded'),
      message: z.string(),
      problems: z.array(ProblemSchema).min(1),
    })
    .strict(),
  z
    .object({
      error: z.literal('forbidden'),
      message: z.string(),
      action: z.enum(ACTIONS),
    })
    .strict(),
  z.object({ error: z.literal('app_not_found'), message: z.string() }).strict(),
  z.object({ error: z.literal('outbound_auth_service_not_found'), message: z.string() }).strict(),
  z.object({ error: z.literal('client_not_found'), message: z.string() }).strict(),
]);
export type VendorError = z.infer<typeof VendorErrorSchema>;
