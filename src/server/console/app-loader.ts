import { appTypeFor, featureTagsFor, installUrlFor, normaliseEnrolments } from '../../core/console/index.ts';
import type {
  ApiEnrolment,
  AppDetails,
  AuthenticationType,
  ConsoleApp,
  Environment,
  Member,
} from '../../schemas/console.ts';
import type { Queryable } from '../storage/database.ts';
import type { Tables } from '../storage/tables.ts';
import { typedSql } from '../storage/typed-sql.ts';
import type { Selectable } from 'kysely';

/** An app's row as the registry reads it. */
export type AppRow = Selectable<Tables['console_app']>;

/** Everything that hangs off one app, read in one round of queries for a list of apps. */
export interface AppParts {
  environments: Environment[];
  enrolments: ApiEnrolment[];
  callbackUrls: string[];
  clientId: string;
}

const iso = (date: Date) => new Date(date).toISOString();

/** Reads the environments, latest deployments, enrolments, callback URLs and client of `appIds`. */
export async function loadParts(db: Queryable, appIds: readonly string[]): Promise<Map<string, AppParts>> {
  const parts = new Map<string, AppParts>(
    appIds.map((id) => [id, { environments: [], enrolments: [], callbackUrls: [], clientId: '' }]),
  );
  if (appIds.length === 0) return parts;
  const q = typedSql(db);
  // One statement at a time: on a transaction's single connection, queries cannot overlap.
  const environments = await q
    .selectFrom('console_environment')
    .selectAll()
    .where('app_id', 'in', appIds)
    .orderBy('id')
    .execute();
  const deployments = await q
    .selectFrom('console_deployment as d')
    .innerJoin('console_environment as e', 'e.id', 'd.environment_id')
    .distinctOn('d.environment_id')
    .select(['d.id', 'd.environment_id', 'd.status', 'd.version', 'd.started_at', 'd.finished_at'])
    .where('e.app_id', 'in', appIds)
    .orderBy('d.environment_id')
    .orderBy('d.started_at', 'desc')
    .orderBy('d.recorded_at', 'desc')
    .execute();
  const enrolments = await q
    .selectFrom('console_enrolment')
    .selectAll()
    .where('app_id', 'in', appIds)
    .orderBy('api_id')
    .execute();
  const callbackUrls = await q
    .selectFrom('console_callback_url')
    .select(['app_id', 'url'])
    .where('app_id', 'in', appIds)
    .orderBy('position')
    .execute();
  const clients = await q
    .selectFrom('oauth_client')
    .select(['app_id', 'client_id'])
    .where('app_id', 'in', appIds)
    .execute();
  const latest = new Map(deployments.map((row) => [row.environment_id, row]));
  const ORDER = ['DEVELOPMENT', 'STAGING', 'PRODUCTION'];
  environments.sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  for (const row of environments) {
    const deployment = latest.get(row.id);
    parts.get(row.app_id)?.environments.push({
      id: row.id,
      type: row.type,
      ...(deployment === undefined
        ? {}
        : {
            lastDeployment: {
              id: deployment.id,
              status: deployment.status,
              version: deployment.version ?? undefined,
              startedAt: iso(deployment.started_at),
              ...(deployment.finished_at === null ? {} : { finishedAt: iso(deployment.finished_at) }),
            },
          }),
    });
  }
  for (const row of enrolments)
    parts.get(row.app_id)?.enrolments.push({ apiId: row.api_id, scopes: row.scopes });
  for (const row of callbackUrls) parts.get(row.app_id)?.callbackUrls.push(row.url);
  for (const row of clients) {
    const entry = parts.get(row.app_id);
    if (entry !== undefined) entry.clientId = row.client_id;
  }
  return parts;
}

/**
 * The list entry of an app: its type by the app type rule, feature tags and authentication
 * types from the type (a Forge app gets only client credentials, decision 0026), and the
 * install URL once public when the authorization endpoint is known.
 */
export function toConsoleApp(row: AppRow, parts: AppParts, authorizationEndpoint?: string): ConsoleApp {
  const appType = appTypeFor(parts.environments);
  const enrolments = normaliseEnrolments(parts.enrolments);
  const authenticationTypes: AuthenticationType[] = appType === 'forge' ? ['twoLO'] : ['threeLO', 'twoLO'];
  const installUrl =
    authorizationEndpoint === undefined
      ? undefined
      : installUrlFor({
          appType,
          distributionStatus: row.distribution_status,
          authorizationEndpoint,
          clientId: parts.clientId,
          callbackUrls: parts.callbackUrls,
          scopes: [...new Set(enrolments.flatMap((enrolment) => enrolment.scopes))].sort(),
        });
  return {
    id: row.id,
    name: row.name,
    updatedAt: iso(row.updated_at),
    description: row.description,
    ...(row.avatar_file_id === null ? {} : { avatarFileId: row.avatar_file_id }),
    ...(row.vendor_name === null ? {} : { vendorName: row.vendor_name }),
    appType,
    hasPDReportingApiImplemented: row.has_pd_reporting_api_implemented,
    ...(installUrl === undefined ? {} : { installUrl }),
    ...(row.update_url === null ? {} : { updateUrl: row.update_url }),
    enrolments,
    distributionStatus: row.distribution_status,
    caasEnvironments: parts.environments,
    featureTags: featureTagsFor(appType),
    authenticationTypes,
  };
}

/** The editable details stored in an app's row. */
export function toDetails(row: AppRow): AppDetails {
  return {
    name: row.name,
    description: row.description,
    vendorType: row.vendor_type,
    avatarFileId: row.avatar_file_id ?? undefined,
    distributionStatus: row.distribution_status,
    vendorName: row.vendor_name ?? undefined,
    privacyPolicy: row.privacy_policy ?? undefined,
    termsOfService: row.terms_of_service ?? undefined,
    contactLink: row.contact_link ?? undefined,
    storesPersonalData: row.stores_personal_data,
    hasPDReportingApiImplemented: row.has_pd_reporting_api_implemented,
    refreshTokenRotation: true,
  };
}

/** The members of an app, in the order they were added. */
export async function loadMembers(db: Queryable, appId: string): Promise<Member[]> {
  const rows = await typedSql(db)
    .selectFrom('console_app_member')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('added_at')
    .orderBy('account_id')
    .execute();
  return rows.map((row) => ({
    accountId: row.account_id,
    email: row.email,
    role: row.role,
    addedAt: iso(row.added_at),
  }));
}
