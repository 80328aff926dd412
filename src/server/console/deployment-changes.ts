import { randomUUID } from 'node:crypto';
import { appActorId, can, verifyClientSecret } from '../../core/console/index.ts';
import {
  DeploymentReportSchema,
  type Deployment,
  type DeploymentReport,
  type EnvironmentType,
} from '../../schemas/console.ts';
import type { Database, Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { changeApp, roleFor, writeAudit } from './app-change.ts';
import type { AppRegistry, DeploymentReader, EnvironmentDeployments } from './app-registry.ts';
import { AppFieldError, AppNotFoundError } from './registry-errors.ts';

type DeploymentChanges = Pick<
  AppRegistry,
  'recordDeployment' | 'authenticateClient' | 'recordAppDeployment' | 'deploymentHistory'
>;

/** Most deployments one history answer lists per environment. */
export const MAX_DEPLOYMENTS_PER_ENVIRONMENT = 50;

const iso = (date: Date) => new Date(date).toISOString();

/** The report checked by its schema, or AppFieldError naming each refused field. */
function parseReport(input: unknown): DeploymentReport {
  const parsed = DeploymentReportSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new AppFieldError(
    parsed.error.issues.flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => ({
          field: key,
          message: `${key} is not a field of a deployment report (environment, status, version, startedAt, finishedAt)`,
        }));
      }
      if (issue.path.length > 0) return [{ field: String(issue.path[0]), message: issue.message }];
      return [{ field: 'body', message: 'The deployment report must be a JSON object' }];
    }),
  );
}

/** Stores one deployment of the locked app `appId`; the audit entry is the caller's. */
async function insertDeployment(
  tx: Queryable,
  appId: string,
  report: DeploymentReport,
  at: string,
): Promise<Deployment> {
  const q = typedSql(tx);
  const environment = await q
    .selectFrom('console_environment')
    .select('id')
    .where('app_id', '=', appId)
    .where('type', '=', report.environment)
    .executeTakeFirst();
  if (environment === undefined) {
    throw new AppFieldError([
      { field: 'environment', message: `Environment: the app has no ${report.environment} environment` },
    ]);
  }
  const finishedAt = report.finishedAt ?? (report.status === 'IN_PROGRESS' ? undefined : at);
  const deployment: Deployment = {
    id: randomUUID(),
    status: report.status,
    ...(report.version === undefined ? {} : { version: report.version }),
    startedAt: iso(new Date(report.startedAt ?? at)),
    ...(finishedAt === undefined ? {} : { finishedAt: iso(new Date(finishedAt)) }),
  };
  await q
    .insertInto('console_deployment')
    .values({
      id: deployment.id,
      environment_id: environment.id,
      status: deployment.status,
      version: deployment.version ?? null,
      started_at: deployment.startedAt,
      finished_at: deployment.finishedAt ?? null,
      recorded_at: at,
    })
    .execute();
  return deployment;
}

const auditDetails = (deployment: Deployment, environment: EnvironmentType) => ({
  deploymentId: deployment.id,
  environment,
  status: deployment.status,
  ...(deployment.version === undefined ? {} : { version: deployment.version }),
});

/** The latest `limit` deployments of each of the app's environments, newest first. */
async function historyOf(db: Queryable, appId: string, limit: number): Promise<EnvironmentDeployments[]> {
  const q = typedSql(db);
  const environments = await q
    .selectFrom('console_environment')
    .select(['id', 'type'])
    .where('app_id', '=', appId)
    .execute();
  const ORDER: readonly EnvironmentType[] = ['DEVELOPMENT', 'STAGING', 'PRODUCTION'];
  environments.sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  const history: EnvironmentDeployments[] = [];
  for (const environment of environments) {
    const rows = await q
      .selectFrom('console_deployment')
      .selectAll()
      .where('environment_id', '=', environment.id)
      .orderBy('started_at', 'desc')
      .orderBy('recorded_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    history.push({
      environment: environment.type,
      deployments: rows.map((row) => ({
        id: row.id,
        status: row.status,
        ...(row.version === null ? {} : { version: row.version }),
        startedAt: iso(row.started_at),
        ...(row.finished_at === null ? {} : { finishedAt: iso(row.finished_at) }),
      })),
    });
  }
  return history;
}

/**
 * Deployments of an app: recorded by a developer with the `record-deployment` right, or by the
 * app itself with its client credentials (the deployments API, decision 0028), audited with the
 * app as actor; and the recent history per environment, for either kind of reader.
 */
export function deploymentChanges(database: () => Promise<Database>, now: () => Date): DeploymentChanges {
  return {
    async recordDeployment(appId, actor, input) {
      const report = parseReport(input);
      await changeApp(await database(), appId, actor, 'record-deployment', now, async (tx) => {
        const deployment = await insertDeployment(tx, appId, report, now().toISOString());
        return {
          action: 'deployment.recorded',
          details: auditDetails(deployment, report.environment),
          result: undefined,
        };
      });
    },

    async authenticateClient(clientId, clientSecret) {
      const db = await database();
      const client = await typedSql(db)
        .selectFrom('oauth_client')
        .select(['app_id', 'secret_hash'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      if (client === undefined || !(await verifyClientSecret(client.secret_hash, clientSecret))) return;
      return { appId: client.app_id, clientId };
    },

    async recordAppDeployment(appId, clientId, input) {
      const report = parseReport(input);
      const db = await database();
      return db.transaction(async (tx) => {
        // The app's row is locked as for any change, and must still own this client.
        const row = await typedSql(tx)
          .selectFrom('console_app')
          .select('id')
          .where('id', '=', appId)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('oauth_client')
                .select('client_id')
                .whereRef('oauth_client.app_id', '=', 'console_app.id')
                .where('oauth_client.client_id', '=', clientId),
            ),
          )
          .forUpdate()
          .executeTakeFirst();
        if (row === undefined) throw new AppNotFoundError(appId);
        const at = now();
        const deployment = await insertDeployment(tx, appId, report, at.toISOString());
        await typedSql(tx)
          .updateTable('console_app')
          .set({ updated_at: at.toISOString() })
          .where('id', '=', appId)
          .execute();
        const actor = { id: appActorId(clientId) };
        await writeAudit(
          tx,
          appId,
          actor,
          'deployment.recorded',
          auditDetails(deployment, report.environment),
          at,
        );
        return { environment: report.environment, deployment };
      });
    },

    async deploymentHistory(appId, reader: DeploymentReader, limit) {
      const db = await database();
      const perEnvironment = Math.min(Math.max(1, Math.trunc(limit)), MAX_DEPLOYMENTS_PER_ENVIRONMENT);
      if ('accountId' in reader) {
        const access = await roleFor(db, appId, reader.accountId, false);
        if (access === undefined || !can(access.role, 'view')) throw new AppNotFoundError(appId);
      } else {
        const client = await typedSql(db)
          .selectFrom('oauth_client')
          .select('app_id')
          .where('client_id', '=', reader.clientId)
          .where('app_id', '=', appId)
          .executeTakeFirst();
        if (client === undefined) throw new AppNotFoundError(appId);
      }
      return historyOf(db, appId, perEnvironment);
    },
  };
}
