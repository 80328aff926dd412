import type { SiteConfig } from '../../schemas/site.ts';
import type { ServerEnv } from '../config/env.ts';
import { oauthIssuerOf } from '../console/app-registry-of.ts';
import type { Logger } from '../log/logger.ts';
import type { SessionSettings } from '../sessions/session-settings.ts';
import type { Database } from '../storage/database.ts';
import { createOauthServer, type OauthServer } from './oauth-server.ts';
import { cookieKeysFrom, signingKeys } from './signing-keys.ts';

/** The portal's parts the authorization server is built from. */
export interface OauthServerSources {
  db: () => Promise<Database>;
  site: () => Promise<Pick<SiteConfig, 'employeeEmailDomain' | 'consoleApis'>>;
  csrfSecret: () => Promise<string>;
  sessionSettings: () => SessionSettings;
  log: Logger;
}

/**
 * The embedded authorization server of the configuration: issuer from PUBLIC_URL (oauthIssuerOf),
 * signing keys from OAUTH_JWKS or made once in the database, cookie keys from the CSRF secret, so
 * every process on one database agrees on all three.
 */
export async function oauthServerFrom(env: ServerEnv, sources: OauthServerSources): Promise<OauthServer> {
  const db = await sources.db();
  const keys = await signingKeys(env.OAUTH_JWKS, db);
  const site = await sources.site();
  return createOauthServer({
    issuer: oauthIssuerOf(env),
    db: sources.db,
    site,
    keys,
    cookieKeys: cookieKeysFrom(await sources.csrfSecret()),
    sessionTtlSeconds: sources.sessionSettings().maxLifetimeSeconds,
    log: sources.log.child({ module: 'oauth2' }),
  });
}
