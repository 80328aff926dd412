import { sql } from 'kysely';
import { appTypeFor, callbackUrlQuotaProblem, memberQuotaProblem } from '../../core/console/index.ts';
import type { FieldProblem } from '../../core/console/index.ts';
import { ApiEnrolmentSchema, CallbackUrlSchema } from '../../schemas/console.ts';
import type { Database, Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { changeApp } from './app-change.ts';
import type { AppRegistry } from './app-registry.ts';
import { AppFieldError } from './registry-errors.ts';
import type { z } from 'zod';

type PartChanges = Pick<
  AppRegistry,
  'addCallbackUrl' | 'removeCallbackUrl' | 'addApi' | 'removeApi' | 'addMember' | 'removeMember'
>;

/** Parses `value` with `schema`, or throws the issues as field problems under `field`. */
function parseOr<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems: FieldProblem[] = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? String(issue.path[0]) : field,
    message: issue.message,
  }));
  throw new AppFieldError(problems);
}

async function countOf(
  tx: Queryable,
  table: 'console_callback_url' | 'console_app_member',
  appId: string,
): Promise<number> {
  const { count } = await typedSql(tx)
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .where('app_id', '=', appId)
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * The changes of an app's parts (callback URLs, API enrolments, members), each
 * in {@link changeApp}'s transaction: the app's row is locked first, so a quota counted here
 * cannot be passed by a concurrent change of the same app.
 */
export function appPartChanges(database: () => Promise<Database>, now: () => Date): PartChanges {
  return {
    async addCallbackUrl(appId, actor, input) {
      const url = parseOr(CallbackUrlSchema, input, 'callbackUrl');
      await changeApp(await database(), appId, actor, 'edit', now, async (tx) => {
        const q = typedSql(tx);
        const existing = await q
          .selectFrom('console_callback_url')
          .select(['url', 'position'])
          .where('app_id', '=', appId)
          .execute();
        if (existing.some((row) => row.url === url)) {
          throw new AppFieldError([{ field: 'callbackUrl', message: 'Callback URL is already registered' }]);
        }
        const problem = callbackUrlQuotaProblem(existing.length);
        if (problem !== undefined) throw new AppFieldError([problem]);
        const position = Math.max(0, ...existing.map((row) => row.position)) + 1;
        await q
          .insertInto('console_callback_url')
          .values({ app_id: appId, url, position, added_at: now().toISOString() })
          .execute();
        return { action: 'callback-url.added', details: { url }, result: undefined };
      });
    },

    async removeCallbackUrl(appId, actor, url) {
      await changeApp(await database(), appId, actor, 'edit', now, async (tx, row) => {
        const removed = await typedSql(tx)
          .deleteFrom('console_callback_url')
          .where('app_id', '=', appId)
          .where('url', '=', url)
          .returning('url')
          .execute();
        if (removed.length === 0) {
          throw new AppFieldError([{ field: 'callbackUrl', message: 'Callback URL is not registered' }]);
        }
        // A public OAuth 2.0 integration must stay installable; throwing rolls the removal back.
        const environments = await typedSql(tx)
          .selectFrom('console_environment')
          .select('id')
          .where('app_id', '=', appId)
          .execute();
        const public3lo = row.distribution_status === 'public' && appTypeFor(environments) === 'oauth2';
        if (public3lo && (await countOf(tx, 'console_callback_url', appId)) === 0) {
          throw new AppFieldError([
            {
              field: 'callbackUrl',
              message: 'Callback URL: a public OAuth 2.0 integration needs at least one',
            },
          ]);
        }
        return { action: 'callback-url.removed', details: { url }, result: undefined };
      });
    },

    async addApi(appId, actor, input) {
      const enrolment = parseOr(ApiEnrolmentSchema, input, 'apiId');
      await changeApp(await database(), appId, actor, 'edit', now, async (tx) => {
        const q = typedSql(tx);
        const existing = await q
          .selectFrom('console_enrolment')
          .select('scopes')
          .where('app_id', '=', appId)
          .where('api_id', '=', enrolment.apiId)
          .executeTakeFirst();
        const scopes = [...new Set([...(existing?.scopes ?? []), ...enrolment.scopes])].sort();
        await q
          .insertInto('console_enrolment')
          .values({
            app_id: appId,
            api_id: enrolment.apiId,
            scopes: JSON.stringify(scopes),
            added_at: now().toISOString(),
          })
          .onConflict((oc) =>
            oc.columns(['app_id', 'api_id']).doUpdateSet({ scopes: JSON.stringify(scopes) }),
          )
          .execute();
        return {
          action: 'api.added',
          details: { apiId: enrolment.apiId, scopes: scopes.join(' ') },
          result: undefined,
        };
      });
    },

    async removeApi(appId, actor, apiId) {
      await changeApp(await database(), appId, actor, 'edit', now, async (tx) => {
        const removed = await typedSql(tx)
          .deleteFrom('console_enrolment')
          .where('app_id', '=', appId)
          .where('api_id', '=', apiId)
          .returning('api_id')
          .execute();
        if (removed.length === 0) {
          throw new AppFieldError([
            { field: 'apiId', message: `API '${apiId}' is not among the app's permissions` },
          ]);
        }
        return { action: 'api.removed', details: { apiId }, result: undefined };
      });
    },

    async addMember(appId, actor, member) {
      await changeApp(await database(), appId, actor, 'manage-members', now, async (tx, row) => {
        if (member.accountId === row.owner_id) {
          throw new AppFieldError([{ field: 'email', message: 'Member email: this developer owns the app' }]);
        }
        const q = typedSql(tx);
        const existing = await q
          .selectFrom('console_app_member')
          .select('role')
          .where('app_id', '=', appId)
          .where('account_id', '=', member.accountId)
          .executeTakeFirst();
        if (existing !== undefined) {
          await q
            .updateTable('console_app_member')
            .set({ role: member.role })
            .where('app_id', '=', appId)
            .where('account_id', '=', member.accountId)
            .execute();
          const details = { accountId: member.accountId, from: existing.role, to: member.role };
          return { action: 'member.role-changed', details, result: undefined };
        }
        const problem = memberQuotaProblem(await countOf(tx, 'console_app_member', appId));
        if (problem !== undefined) throw new AppFieldError([problem]);
        await q
          .insertInto('console_app_member')
          .values({
            app_id: appId,
            account_id: member.accountId,
            email: member.email,
            role: member.role,
            added_at: now().toISOString(),
          })
          .execute();
        const details = { accountId: member.accountId, email: member.email, role: member.role };
        return { action: 'member.added', details, result: undefined };
      });
    },

    async removeMember(appId, actor, accountId) {
      await changeApp(await database(), appId, actor, 'manage-members', now, async (tx) => {
        const removed = await typedSql(tx)
          .deleteFrom('console_app_member')
          .where('app_id', '=', appId)
          .where('account_id', '=', accountId)
          .returning('account_id')
          .execute();
        if (removed.length === 0) {
          throw new AppFieldError([
            { field: 'accountId', message: 'Member: this developer is not a member of the app' },
          ]);
        }
        return { action: 'member.removed', details: { accountId }, result: undefined };
      });
    },
  };
}
