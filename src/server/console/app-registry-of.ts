import type { ServerEnv } from '../config/env.ts';
import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { generatedSecret } from '../storage/generated-secret.ts';
import type { AppRegistry } from './app-registry.ts';
import { embeddedAppRegistry } from './embedded-app-registry.ts';
import { vendorAppRegistry } from './vendor-app-registry.ts';

/** Row of the generated outbound-auth sealing key, beside the other generated secrets. */
const SECRET_KEY_ROW = 'console-secret-key';

/** What the registry needs from the rest of the portal. */
export interface AppRegistryDeps {
  db: () => Promise<Database>;
  /** The vendor's employee domain (site.employeeEmailDomain). */
  employeeEmailDomain: () => Promise<string>;
  /** The authorization server's authorization endpoint, for install URLs. */
  authorizationEndpoint: string;
  now: () => Date;
  /** Where the vendor registry reports that its platform is unavailable. */
  log?: Logger;
}

/**
 * The app registry APP_REGISTRY chooses (decisions 0026 and 0029). The embedded registry's
 * sealing key is CONSOLE_SECRET_KEY, or one generated once and kept in the database. The vendor
 * registry needs neither the database nor a key: its platform keeps the apps and their secrets.
 * `registry.kind` tells the composition root whether to mount the authorization server.
 */
export async function appRegistryFrom(env: ServerEnv, deps: AppRegistryDeps): Promise<AppRegistry> {
  if (env.APP_REGISTRY === 'vendor') {
    // readServerEnv has refused a vendor configuration without both (ENV_REQUIREMENTS).
    if (env.APP_REGISTRY_URL === undefined || env.APP_REGISTRY_TOKEN === undefined) {
      throw new Error('APP_REGISTRY=vendor needs APP_REGISTRY_URL and APP_REGISTRY_TOKEN');
    }
    return vendorAppRegistry(
      {
        baseUrl: env.APP_REGISTRY_URL,
        token: env.APP_REGISTRY_TOKEN,
        timeoutMs: env.APP_REGISTRY_TIMEOUT_MS,
      },
      { ...(deps.log === undefined ? {} : { log: deps.log }) },
    );
  }
  const secretKey =
    env.CONSOLE_SECRET_KEY ??
    new Uint8Array(Buffer.from(await generatedSecret(await deps.db(), SECRET_KEY_ROW), 'base64url'));
  return embeddedAppRegistry(deps.db, {
    employeeEmailDomain: await deps.employeeEmailDomain(),
    authorizationEndpoint: deps.authorizationEndpoint,
    secretKey,
    now: deps.now,
  });
}

/**
 * The issuer of the embedded authorization server: PUBLIC_URL's, or the local portal's when
 * PUBLIC_URL is unset (development and tests), since an issuer is fixed, never taken from a
 * request's Host header.
 */
export function oauthIssuerOf(env: Pick<ServerEnv, 'PUBLIC_URL' | 'PORT'>): string {
  return `${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`}/oauth2`;
}
