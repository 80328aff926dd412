import { randomUUID } from 'node:crypto';
import { createPrincipal } from '../../core/policy/principal.ts';
import type { SiteManifest } from '../../schemas/built.ts';
import type { AccountFeatureFlag } from '../../schemas/console.ts';
import { SiteConfigSchema } from '../../schemas/site.ts';
import { insertAccount } from '../accounts/account-store.ts';
import type { AppRegistry } from '../console/app-registry.ts';
import { embeddedAppRegistry } from '../console/embedded-app-registry.ts';
import type { ContentStore } from '../content/content-store.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import type { PageRequest } from './chrome-route-data.ts';

/** The site of the console tests: two APIs in the catalogue, console flags as given. */
export function consoleManifest(consoleFlags: AccountFeatureFlag[] = ['authorizationTab']): SiteManifest {
  const site = SiteConfigSchema.parse({
    vendorName: 'Example Co',
    vendorWebDomain: 'vendor.example',
    developerHost: 'developer.vendor.example',
    employeeEmailDomain: 'vendor.example',
    aiBrandName: 'Example Intelligence',
    portalName: 'Developer',
    mainPackage: 'developer-docs',
    locales: ['en'],
    defaultLocale: 'en',
    environments: {},
    consoleFlags,
    consoleApis: [
      {
        id: 'platform-api',
        title: 'User identity and platform',
        scopes: [{ name: 'read:me', description: 'View the user profile' }],
      },
      {
        id: 'jira-api',
        title: 'Jira platform REST API',
        scopes: [{ name: 'read:jira-work', description: 'Read Jira data' }],
      },
    ],
  });
  // Only the site is read by the console's route data.
  return { site } as SiteManifest;
}

/** A developer of the tests: their account and the principal the session middleware would make. */
export interface TestDeveloper {
  id: string;
  email: string;
}

/** The console over a migrated database: its registry, developers, and requests as pages get them. */
export async function consoleFixture(db: Database, manifest: SiteManifest = consoleManifest()) {
  await migrate(db, MIGRATIONS);
  const registry: AppRegistry = embeddedAppRegistry(async () => db, {
    employeeEmailDomain: 'vendor.example',
    authorizationEndpoint: 'https://portal.example/oauth2/auth',
  });
  const content = async () => ({ manifest }) as ContentStore;

  const developer = async (): Promise<TestDeveloper> => {
    const email = `dev-${randomUUID()}@partner.example`;
    const account = await insertAccount(db, { email, screenName: 'Dev', provider: 'builtin' });
    return { id: account!.id, email };
  };

  /** A page request for `path`, by `who` (anonymous when undefined), GET or a form POST. */
  const page = (
    path: string,
    who: TestDeveloper | undefined,
    form?: Record<string, string | string[]>,
  ): PageRequest => {
    const locals = testLocals({ apps: async () => registry, content, db: async () => db });
    if (who !== undefined) {
      locals.account = { id: who.id, email: who.email, screenName: 'Dev', avatarUrl: undefined };
      locals.principal = createPrincipal({
        accountId: who.id,
        emailDomain: who.email.split('@')[1],
        emailVerified: true,
        privileges: new Set(),
      });
    }
    // As the CSRF middleware does: a token for reads; a post carries its own (checked there).
    locals.csrfToken = form === undefined ? 'page-token' : undefined;
    const url = new URL(path, 'http://portal.test');
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries({ csrf: 'posted-token', ...form })) {
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    }
    const request =
      form === undefined
        ? new Request(url)
        : new Request(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
    return { locals, request, url };
  };

  const createApp = async (owner: TestDeveloper, name = 'My app', appType: 'oauth2' | 'forge' = 'oauth2') =>
    registry.createApp({ ...owner, emailVerified: true }, { name, appType, acceptTerms: true });

  return { registry, developer, page, createApp };
}
