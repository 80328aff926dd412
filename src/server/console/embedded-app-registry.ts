import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  appQuotaProblem,
  can,
  distributionProblems,
  generateClientId,
  generateClientSecret,
  hashClientSecret,
  initialEnvironments,
  vendorTypeProblem,
} from '../../core/console/index.ts';
import {
  CreateAppInputSchema,
  type AuditEntry,
  type ConsoleApp,
  type Credentials,
  type Owner,
} from '../../schemas/console.ts';
import type { Database, Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import {
  changeApp,
  lockOwner,
  roleFor,
  writeAudit,
  type AuditDetails,
  type ChangeOutcome,
} from './app-change.ts';
import { loadMembers, loadParts, toConsoleApp, toDetails } from './app-loader.ts';
import type { AppRegistry, AppView } from './app-registry.ts';
import { appPartChanges } from './app-part-changes.ts';
import { deploymentChanges } from './deployment-changes.ts';
import { loadOutboundAuth, outboundAuthChanges } from './outbound-auth-changes.ts';
import { AppFieldError, AppNotFoundError } from './registry-errors.ts';

/** How the embedded registry is set up by the composition root. */
export interface EmbeddedRegistryOptions {
  /** The vendor's email domain: only its verified employees may publish as vendor type internal. */
  employeeEmailDomain: string;
  /** The authorization server's authorization endpoint, for install URLs (none without it). */
  authorizationEndpoint?: string;
  /** 32 bytes sealing outbound auth providers' client secrets; without it none can be stored. */
  secretKey?: Uint8Array;
  /** The clock; tests pin it. */
  now?: () => Date;
}

/** The details columns of an app's row. */
const DETAIL_FIELDS = [
  'name',
  'description',
  'vendorType',
  'avatarFileId',
  'distributionStatus',
  'vendorName',
  'privacyPolicy',
  'termsOfService',
  'contactLink',
  'storesPersonalData',
  'hasPDReportingApiImplemented',
] as const;

/**
 * The app registry in the portal's database (decision 0026, "Embedded"): apps, their client
 * (only a hash of the secret), members, callback URLs, enrolments, environments and the audit
 * log. Every change and its audit entry commit in one transaction; the app-creation quota holds
 * across processes through an advisory lock on the owner.
 */
export function embeddedAppRegistry(
  database: () => Promise<Database>,
  options: EmbeddedRegistryOptions,
): AppRegistry {
  const now = options.now ?? (() => new Date());
  const appsFor = async (
    db: Queryable,
    rows: Parameters<typeof toConsoleApp>[0][],
  ): Promise<ConsoleApp[]> => {
    const parts = await loadParts(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toConsoleApp(row, parts.get(row.id)!, options.authorizationEndpoint));
  };

  return {
    kind: 'embedded',

    async listApps(accountId) {
      const db = await database();
      const rows = await typedSql(db)
        .selectFrom('console_app')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('owner_id', '=', accountId),
            eb.exists(
              eb
                .selectFrom('console_app_member as m')
                .select('m.app_id')
                .whereRef('m.app_id', '=', 'console_app.id')
                .where('m.account_id', '=', accountId),
            ),
          ]),
        )
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      return appsFor(db, rows);
    },

    async findApp(appId, accountId): Promise<AppView | undefined> {
      const db = await database();
      const access = await roleFor(db, appId, accountId, false);
      if (access === undefined) return undefined;
      const { row, role } = access;
      const [parts, members, outboundAuth, owner, client] = await Promise.all([
        loadParts(db, [appId]),
        loadMembers(db, appId),
        loadOutboundAuth(db, appId),
        typedSql(db).selectFrom('accounts').select('email').where('id', '=', row.owner_id).executeTakeFirst(),
        typedSql(db)
          .selectFrom('oauth_client')
          .select('secret_generation')
          .where('app_id', '=', appId)
          .executeTakeFirst(),
      ]);
      const part = parts.get(appId)!;
      return {
        app: toConsoleApp(row, part, options.authorizationEndpoint),
        role,
        owner: { id: row.owner_id, email: owner?.email ?? '' },
        clientId: part.clientId,
        secretGeneration: client?.secret_generation ?? 0,
        details: toDetails(row),
        callbackUrls: part.callbackUrls,
        members,
        outboundAuth,
        createdAt: new Date(row.created_at).toISOString(),
      };
    },

    async createApp(owner: Owner, input) {
      const parsed = CreateAppInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppFieldError(
          parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? ''),
            message: issue.message,
          })),
        );
      }
      const db = await database();
      const clientSecret = generateClientSecret();
      const secretHash = await hashClientSecret(clientSecret);
      const created = await db.transaction(async (tx) => {
        await lockOwner(tx, owner.id);
        const q = typedSql(tx);
        const { count } = await q
          .selectFrom('console_app')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('owner_id', '=', owner.id)
          .executeTakeFirstOrThrow();
        const problem = appQuotaProblem(count);
        if (problem !== undefined) throw new AppFieldError([problem]);
        const at = now().toISOString();
        const appId = randomUUID();
        const clientId = generateClientId();
        await q
          .insertInto('console_app')
          .values({
            id: appId,
            owner_id: owner.id,
            name: parsed.data.name,
            avatar_file_id: null,
            vendor_name: null,
            privacy_policy: null,
            terms_of_service: null,
            contact_link: null,
            update_url: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await q
          .insertInto('oauth_client')
          .values({ client_id: clientId, app_id: appId, secret_hash: secretHash, secret_issued_at: at })
          .execute();
        await q
          .insertInto('console_environment')
          .values(
            initialEnvironments(parsed.data.appType).map((type) => ({
              id: randomUUID(),
              app_id: appId,
              type,
            })),
          )
          .execute();
        const details: AuditDetails = { name: parsed.data.name, appType: parsed.data.appType };
        await writeAudit(
          tx,
          appId,
          { id: owner.id, email: owner.email },
          'app.created',
          details,
          new Date(at),
        );
        const row = await q
          .selectFrom('console_app')
          .selectAll()
          .where('id', '=', appId)
          .executeTakeFirstOrThrow();
        const [app] = await appsFor(tx, [row]);
        return { app: app!, clientId };
      });
      return { app: created.app, credentials: { clientId: created.clientId, clientSecret } };
    },

    async updateDetails(appId, actor, details, context) {
      const db = await database();
      await changeApp(db, appId, actor, 'edit', now, async (tx, row) => {
        const parts = (await loadParts(tx, [appId])).get(appId)!;
        const owner = await typedSql(tx)
          .selectFrom('accounts')
          .select(['id', 'email', 'email_verified'])
          .where('id', '=', row.owner_id)
          .executeTakeFirstOrThrow();
        const problems = distributionProblems(details, {
          appType: toConsoleApp(row, parts).appType,
          callbackUrls: parts.callbackUrls,
          features: context.features,
        });
        const vendorProblem = vendorTypeProblem(
          details,
          { id: owner.id, email: owner.email, emailVerified: owner.email_verified },
          options.employeeEmailDomain,
        );
        if (vendorProblem !== undefined) problems.push(vendorProblem);
        if (problems.length > 0) throw new AppFieldError(problems);
        const before = toDetails(row);
        const changed = DETAIL_FIELDS.filter((field) => before[field] !== details[field]);
        await typedSql(tx)
          .updateTable('console_app')
          .set({
            name: details.name,
            description: details.description,
            vendor_type: details.vendorType,
            avatar_file_id: details.avatarFileId ?? null,
            distribution_status: details.distributionStatus,
            vendor_name: details.vendorName ?? null,
            privacy_policy: details.privacyPolicy ?? null,
            terms_of_service: details.termsOfService ?? null,
            contact_link: details.contactLink ?? null,
            stores_personal_data: details.storesPersonalData,
            has_pd_reporting_api_implemented: details.hasPDReportingApiImplemented,
          })
          .where('id', '=', appId)
          .execute();
        const fields = changed.join(',');
        const distribution = { from: before.distributionStatus, to: details.distributionStatus };
        const moved = distribution.from !== distribution.to;
        const audit: ChangeOutcome<undefined> = moved
          ? { action: 'distribution.changed', details: { ...distribution, fields }, result: undefined }
          : { action: 'app.updated', details: { fields }, result: undefined };
        return audit;
      });
    },

    async rotateSecret(appId, actor): Promise<Credentials> {
      const db = await database();
      const clientSecret = generateClientSecret();
      const secretHash = await hashClientSecret(clientSecret);
      return changeApp(db, appId, actor, 'rotate-secret', now, async (tx) => {
        const client = await typedSql(tx)
          .updateTable('oauth_client')
          .set((eb) => ({
            secret_hash: secretHash,
            secret_generation: eb('secret_generation', '+', 1),
            secret_issued_at: now().toISOString(),
          }))
          .where('app_id', '=', appId)
          .returning(['client_id', 'secret_generation'])
          .executeTakeFirstOrThrow();
        // Tokens, codes and grants of the old secret go in the same transaction (decision 0026).
        await typedSql(tx).deleteFrom('oauth_payload').where('client_id', '=', client.client_id).execute();
        return {
          action: 'credentials.rotated',
          details: { generation: client.secret_generation },
          result: { clientId: client.client_id, clientSecret },
        };
      });
    },

    ...appPartChanges(database, now),
    ...deploymentChanges(database, now),
    ...outboundAuthChanges(database, now, options.secretKey),

    async auditLog(appId, accountId): Promise<AuditEntry[]> {
      const db = await database();
      const access = await roleFor(db, appId, accountId, false);
      if (access === undefined || !can(access.role, 'view-audit')) throw new AppNotFoundError(appId);
      const rows = await typedSql(db)
        .selectFrom('console_audit')
        .selectAll()
        .where('app_id', '=', appId)
        .orderBy('seq', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        appId: row.app_id,
        actorId: row.actor_id,
        ...(row.actor_email === null ? {} : { actorEmail: row.actor_email }),
        action: row.action as AuditEntry['action'],
        at: new Date(row.at).toISOString(),
        details: row.details,
      }));
    },

    async deleteApp(appId, actor) {
      const db = await database();
      await changeApp(db, appId, actor, 'delete', now, async (tx, row) => {
        // The client, its tokens and every part of the app go with the row (on delete cascade).
        await typedSql(tx).deleteFrom('console_app').where('id', '=', appId).execute();
        return { action: 'app.deleted', details: { name: row.name }, result: undefined, touch: false };
      });
    },
  };
}
