import type { Selectable } from 'kysely';
import {
  AppOrOutboundAuthServiceNotFound,
  OutboundAuthServiceNotFound,
  outboundAuthQuotaProblem,
} from '../../core/console/index.ts';
import { OutboundAuthServiceInputSchema, type OutboundAuthService } from '../../schemas/console.ts';
import type { Database, Queryable } from '../storage/database.ts';
import type { Tables } from '../storage/tables.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { changeApp } from './app-change.ts';
import type { AppRegistry } from './app-registry.ts';
import { AppFieldError, AppNotFoundError } from './registry-errors.ts';
import { sealSecret } from './secret-box.ts';

type OutboundAuthChanges = Pick<AppRegistry, 'putOutboundAuth' | 'removeOutboundAuth'>;

/** A service as pages see it: everything but the client secret. */
function toService(row: Selectable<Tables['console_outbound_auth']>): OutboundAuthService {
  const common = {
    key: row.key,
    displayName: row.display_name ?? undefined,
    clientId: row.client_id,
    scopes: row.scopes,
  };
  if (row.provider !== 'oauth2') return { provider: row.provider, ...common };
  return {
    provider: 'oauth2',
    ...common,
    authorizationUrl: row.authorization_url ?? '',
    tokenUrl: row.token_url ?? '',
    profileRetrieverUrl: row.profile_retriever_url ?? '',
  };
}

/** The outbound auth services of an app, by key, without their secrets. */
export async function loadOutboundAuth(db: Queryable, appId: string): Promise<OutboundAuthService[]> {
  const rows = await typedSql(db)
    .selectFrom('console_outbound_auth')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('key')
    .execute();
  return rows.map(toService);
}

/** Spec §8: a missing or hidden app must not be told apart from a missing service. */
function hidingTheApp(key: string) {
  return (error: unknown) => {
    throw error instanceof AppNotFoundError ? new AppOrOutboundAuthServiceNotFound(key) : error;
  };
}

/**
 * Adding, replacing and removing an app's outbound auth services. The provider's client secret
 * is stored sealed with `secretKey` (decision 0026: the app needs it back) and never returned
 * to a page. Without a key the portal refuses to store one.
 */
export function outboundAuthChanges(
  database: () => Promise<Database>,
  now: () => Date,
  secretKey: Uint8Array | undefined,
): OutboundAuthChanges {
  return {
    async putOutboundAuth(appId, actor, input) {
      const parsed = OutboundAuthServiceInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppFieldError(
          parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? 'provider'),
            message: issue.message,
          })),
        );
      }
      if (secretKey === undefined)
        throw new Error('Outbound auth needs a secret encryption key in configuration');
      const service = parsed.data;
      const at = now().toISOString();
      const values = {
        provider: service.provider,
        display_name: service.displayName ?? null,
        client_id: service.clientId,
        scopes: JSON.stringify(service.scopes),
        authorization_url: service.provider === 'oauth2' ? service.authorizationUrl : null,
        token_url: service.provider === 'oauth2' ? service.tokenUrl : null,
        profile_retriever_url: service.provider === 'oauth2' ? service.profileRetrieverUrl : null,
        client_secret_encrypted: sealSecret(secretKey, service.clientSecret),
        updated_at: at,
      };
      await changeApp(await database(), appId, actor, 'edit', now, async (tx) => {
        const q = typedSql(tx);
        const keys = await q
          .selectFrom('console_outbound_auth')
          .select('key')
          .where('app_id', '=', appId)
          .execute();
        const details = { key: service.key, provider: service.provider };
        if (keys.some((row) => row.key === service.key)) {
          await q
            .updateTable('console_outbound_auth')
            .set(values)
            .where('app_id', '=', appId)
            .where('key', '=', service.key)
            .execute();
          return { action: 'outbound-auth.updated', details, result: undefined };
        }
        const problem = outboundAuthQuotaProblem(keys.length);
        if (problem !== undefined) throw new AppFieldError([problem]);
        await q
          .insertInto('console_outbound_auth')
          .values({ app_id: appId, key: service.key, created_at: at, ...values })
          .execute();
        return { action: 'outbound-auth.added', details, result: undefined };
      }).catch(hidingTheApp(service.key));
    },

    async removeOutboundAuth(appId, actor, key) {
      await changeApp(await database(), appId, actor, 'edit', now, async (tx) => {
        const removed = await typedSql(tx)
          .deleteFrom('console_outbound_auth')
          .where('app_id', '=', appId)
          .where('key', '=', key)
          .returning('key')
          .execute();
        if (removed.length === 0) throw new OutboundAuthServiceNotFound(key);
        return { action: 'outbound-auth.removed', details: { key }, result: undefined };
      }).catch(hidingTheApp(key));
    },
  };
}
