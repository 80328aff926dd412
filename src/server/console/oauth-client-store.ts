import { appTypeFor, grantableScopes } from '../../core/console/index.ts';
import { principalFor } from '../../core/policy/access-policy.ts';
import type { AppType } from '../../schemas/console.ts';
import type { Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';

/**
 * An app's OAuth 2.0 client as the authorization server needs it (decision 0026 §2): the stored
 * secret hash (never the secret), its generation, the callback URLs in order, the app type and
 * the scopes the app may be granted today.
 */
export interface OauthClientRecord {
  clientId: string;
  appId: string;
  secretHash: string;
  secretGeneration: number;
  appType: AppType;
  callbackUrls: string[];
  /** Its enrolments' scopes in APIs still accessible to the owner (`grantableScopes`). */
  scopes: string[];
}

/** What the consent screen says about the app asking. */
export interface ConsentApp {
  name: string;
  /** The owner's screen name (never the address). */
  ownerName: string;
  vendorName: string | undefined;
  /** The app avatar's file id (served at /api/console/app-avatar/<id>), if one was uploaded. */
  avatarFileId: string | undefined;
}

/**
 * Reads the client `clientId`, or undefined when no app has it. Read-only: the registry
 * (embedded-app-registry.ts) owns every change. `employeeEmailDomain` lets the access policy
 * resolve the owner's privileges, so a privilege the owner lost takes its scopes away at once.
 */
export async function readOauthClient(
  db: Queryable,
  clientId: string,
  employeeEmailDomain: string,
): Promise<OauthClientRecord | undefined> {
  const q = typedSql(db);
  const row = await q
    .selectFrom('oauth_client as c')
    .innerJoin('console_app as a', 'a.id', 'c.app_id')
    .innerJoin('accounts as o', 'o.id', 'a.owner_id')
    .select(['c.client_id', 'c.app_id', 'c.secret_hash', 'c.secret_generation'])
    .select(['o.id as owner_id', 'o.email as owner_email', 'o.email_verified as owner_verified'])
    .where('c.client_id', '=', clientId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const environments = await q
    .selectFrom('console_environment')
    .select('id')
    .where('app_id', '=', row.app_id)
    .execute();
  const callbackUrls = await q
    .selectFrom('console_callback_url')
    .select('url')
    .where('app_id', '=', row.app_id)
    .orderBy('position')
    .execute();
  const enrolments = await q
    .selectFrom('console_enrolment')
    .select(['api_id', 'scopes'])
    .where('app_id', '=', row.app_id)
    .execute();
  const owner = principalFor(
    { accountId: row.owner_id, email: row.owner_email, emailVerified: row.owner_verified },
    employeeEmailDomain,
  );
  return {
    clientId: row.client_id,
    appId: row.app_id,
    secretHash: row.secret_hash,
    secretGeneration: row.secret_generation,
    appType: appTypeFor(environments),
    callbackUrls: callbackUrls.map((entry) => entry.url),
    scopes: grantableScopes(
      owner,
      enrolments.map((entry) => ({ apiId: entry.api_id, scopes: entry.scopes })),
    ),
  };
}

/** The name, owner, vendor and avatar of the app whose client is `clientId`, for the consent screen. */
export async function readConsentApp(db: Queryable, clientId: string): Promise<ConsentApp | undefined> {
  const row = await typedSql(db)
    .selectFrom('oauth_client as c')
    .innerJoin('console_app as a', 'a.id', 'c.app_id')
    .innerJoin('accounts as o', 'o.id', 'a.owner_id')
    .select(['a.name', 'a.vendor_name', 'a.avatar_file_id', 'o.screen_name'])
    .where('c.client_id', '=', clientId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    name: row.name,
    ownerName: row.screen_name,
    vendorName: row.vendor_name ?? undefined,
    avatarFileId: row.avatar_file_id ?? undefined,
  };
}
