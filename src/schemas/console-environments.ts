import { z } from 'zod';
import { DeploymentStatusSchema, EnvironmentTypeSchema } from './console-enums.ts';
import { choice, instant, opaqueId, optionalText } from './console-fields.ts';

/** One deployment of an app to an environment, as a CLI or CI reported it. */
export const DeploymentSchema = z
  .object({
    id: opaqueId('Deployment id'),
    status: DeploymentStatusSchema,
    /** The version or commit the deployment carried, as the reporter named it. */
    version: optionalText('Version', 100),
    startedAt: instant('Start time'),
    /** Absent while IN_PROGRESS. */
    finishedAt: instant('Finish time').optional(),
  })
  .strict();
export type Deployment = z.infer<typeof DeploymentSchema>;

/**
 * An environment of an app (spec §3 caasEnvironments): its type and its latest deployment. A
 * Forge app has development, staging and production; an OAuth 2.0 integration has one.
 */
export const EnvironmentSchema = z
  .object({
    id: opaqueId('Environment id'),
    type: EnvironmentTypeSchema,
    lastDeployment: DeploymentSchema.optional(),
  })
  .strict();
export type Environment = z.infer<typeof EnvironmentSchema>;

/**
 * What a CLI or CI posts to record a deployment (an authenticated API). The portal mints the
 * deployment id and, when not given, the times.
 */
export const DeploymentReportSchema = z
  .object({
    environment: choice('Environment', EnvironmentTypeSchema.options),
    status: choice('Status', DeploymentStatusSchema.options),
    version: optionalText('Version', 100),
    startedAt: instant('Start time').optional(),
    finishedAt: instant('Finish time').optional(),
  })
  .strict();
export type DeploymentReport = z.infer<typeof DeploymentReportSchema>;
