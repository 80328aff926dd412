import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPagePath, type ConsolePageTab } from '../../core/console/console-pages.ts';
import { createPrincipal } from '../../core/policy/principal.ts';
import type { AccountFeatureFlag, Owner } from '../../schemas/console.ts';
import { insertAccount } from '../accounts/account-store.ts';
import type { AppRegistry } from '../console/app-registry.ts';
import { embeddedAppRegistry } from '../console/embedded-app-registry.ts';
import type { ContentStore } from '../content/content-store.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { adminRouteData, type AdminPageSpec, type AdminTab } from './console-admin-route-data.ts';
import { auditPage } from './console-admin/audit-page.ts';
import { distributionPage } from './console-admin/distribution-page.ts';
import { environmentsPage } from './console-admin/environments-page.ts';
import { membersPage } from './console-admin/members-page.ts';
import { outboundAuthPage } from './console-admin/outbound-auth-page.ts';

const ORIGIN = 'http://localhost:3000';

describe('the console administration pages', () => {
  let db: Database;
  let registry: AppRegistry;
  let flags: AccountFeatureFlag[] = ['directAppDistribution', 'outbound-auth'];

  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
    registry = embeddedAppRegistry(async () => db, {
      employeeEmailDomain: 'vendor.example',
      secretKey: new Uint8Array(randomBytes(32)),
    });
  }, 60_000);
  afterAll(() => db.close());

  const developer = async (): Promise<Owner> => {
    const email = `dev-${randomUUID()}@example.com`;
    const account = await insertAccount(db, { email, screenName: 'Dev', provider: 'builtin' });
    return { id: account!.id, email, emailVerified: false };
  };

  /** Runs a page as `who`: GET, or POST of `form` (the middleware already checked its CSRF token). */
  async function run<P>(
    who: Owner,
    appId: string,
    tab: AdminTab,
    spec: AdminPageSpec<P>,
    options: { form?: Record<string, string>; query?: string } = {},
  ) {
    const content = async () =>
      ({
        manifest: { site: { consoleFlags: flags, consoleApis: [], environments: { local: ['localhost'] } } },
      }) as unknown as ContentStore;
    const locals = testLocals({ db: async () => db, apps: async () => registry, content });
    locals.account = { id: who.id, email: who.email, screenName: 'Dev', avatarUrl: undefined };
    locals.principal = createPrincipal({
      accountId: who.id,
      emailDomain: 'example.com',
      emailVerified: false,
      privileges: new Set(),
    });
    locals.csrfToken = 'token';
    const url = new URL(`${appPagePath(appId, tab as ConsolePageTab)}${options.query ?? ''}`, ORIGIN);
    const request =
      options.form === undefined
        ? new Request(url)
        : new Request(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ csrf: 'token', ...options.form }),
          });
    return adminRouteData({ locals, request, url }, appId, tab, spec);
  }

  const app = async (owner: Owner, appType: 'forge' | 'oauth2' = 'forge') =>
    registry.createApp(owner, { name: 'Admin app', appType, acceptTerms: true });

  it('lists what going public needs, names each missing field, then goes public', async () => {
    const owner = await developer();
    const { app: created } = await app(owner);
    const page = await run(owner, created.id, 'distribution', distributionPage);
    if (page.kind !== 'app') throw new Error(page.kind);
    expect(page.props.missing.map((problem) => problem.field)).toEqual([
      'vendorName',
      'privacyPolicy',
      'termsOfService',
      'contactLink',
    ]);
    expect(page.props.goPublic).toBe(true);

    const refused = await run(owner, created.id, 'distribution', distributionPage, {
      form: { intent: 'save', distributionStatus: 'public', vendorName: 'Vendor' },
    });
    if (refused.kind !== 'app') throw new Error(refused.kind);
    expect(refused.status).toBe(400);
    expect(refused.props.problems.map((problem) => problem.field)).toEqual([
      'privacyPolicy',
      'termsOfService',
      'contactLink',
    ]);
    expect(refused.props.values).toMatchObject({ distributionStatus: 'public', vendorName: 'Vendor' });

    const saved = await run(owner, created.id, 'distribution', distributionPage, {
      form: {
        intent: 'save',
        distributionStatus: 'public',
        vendorName: 'Vendor',
        privacyPolicy: 'https://vendor.example/privacy',
        termsOfService: 'https://vendor.example/terms',
        contactLink: 'mailto:apps@vendor.example',
      },
    });
    expect(saved).toEqual({
      kind: 'redirect',
      location: `${appPagePath(created.id, 'distribution')}?done=save`,
    });
    const after = await run(owner, created.id, 'distribution', distributionPage, { query: '?done=save' });
    if (after.kind !== 'app') throw new Error(after.kind);
    expect(after.props).toMatchObject({ saved: true, status: 'public', missing: [] });

    // Without the permission any more, the app may still go back to development.
    flags = ['outbound-auth'];
    try {
      const back = await run(owner, created.id, 'distribution', distributionPage, {
        form: { intent: 'save', distributionStatus: 'development', vendorName: 'Vendor' },
      });
      expect(back).toMatchObject({ kind: 'redirect' });
      expect((await registry.findApp(created.id, owner.id))?.details.distributionStatus).toBe('development');
    } finally {
      flags = ['directAppDistribution', 'outbound-auth'];
    }
  });

  it('keeps the public choice from a developer without direct distribution', async () => {
    const owner = await developer();
    const { app: created } = await app(owner);
    flags = ['outbound-auth'];
    try {
      const refused = await run(owner, created.id, 'distribution', distributionPage, {
        form: { intent: 'save', distributionStatus: 'public' },
      });
      if (refused.kind !== 'app') throw new Error(refused.kind);
      expect(refused.props.goPublic).toBe(false);
      expect(refused.props.problems[0]).toMatchObject({ field: 'distributionStatus' });
    } finally {
      flags = ['directAppDistribution', 'outbound-auth'];
    }
  });

  it('adds a member by address, names the field for an unknown one, changes the role and removes them', async () => {
    const owner = await developer();
    const other = await developer();
    const { app: created } = await app(owner);
    const unknown = await run(owner, created.id, 'members', membersPage, {
      form: { intent: 'add', email: 'nobody@example.com', role: 'viewer' },
    });
    if (unknown.kind !== 'app') throw new Error(unknown.kind);
    expect(unknown.status).toBe(400);
    expect(unknown.props.problems).toEqual([
      { field: 'email', message: expect.stringContaining('no portal account uses this address') },
    ]);
    expect(unknown.props.values.email).toBe('nobody@example.com');

    const added = await run(owner, created.id, 'members', membersPage, {
      form: { intent: 'add', email: other.email.toUpperCase(), role: 'viewer' },
    });
    expect(added).toMatchObject({ kind: 'redirect', location: expect.stringContaining('?done=add') });
    await run(owner, created.id, 'members', membersPage, {
      form: { intent: 'role', accountId: other.id, role: 'admin' },
    });
    const listed = await run(owner, created.id, 'members', membersPage);
    if (listed.kind !== 'app') throw new Error(listed.kind);
    expect(listed.props.members).toMatchObject([{ email: other.email, role: 'admin' }]);
    expect(listed.props.canManage).toBe(true);

    const removed = await run(owner, created.id, 'members', membersPage, {
      form: { intent: 'remove', accountId: other.id },
    });
    expect(removed).toMatchObject({ kind: 'redirect' });
    expect(await registry.findApp(created.id, other.id)).toBeUndefined();
  });

  it('answers a forged NUL character with 4xx or the change, never a 500', async () => {
    const owner = await developer();
    const { app: created } = await app(owner);
    for (const [tab, spec, form] of [
      ['members', membersPage, { intent: 'remove', accountId: '\0' }],
      ['distribution', distributionPage, { intent: 'save', vendorName: 'Vendor\0' }],
    ] as const) {
      const result = await run(owner, created.id, tab, spec as AdminPageSpec<unknown>, { form });
      if (result.kind === 'app') expect(result.status, tab).toBeLessThan(500);
    }
  });

  it('shows a viewer the pages read-only, refuses their posts with 403 and strangers with 404', async () => {
    const owner = await developer();
    const viewer = await developer();
    const stranger = await developer();
    const { app: created } = await app(owner);
    await registry.addMember(
      created.id,
      { id: owner.id },
      { accountId: viewer.id, email: viewer.email, role: 'viewer' },
    );
    const page = await run(viewer, created.id, 'members', membersPage);
    if (page.kind !== 'app') throw new Error(page.kind);
    expect(page.props.canManage).toBe(false);
    for (const [tab, spec, form] of [
      ['members', membersPage, { intent: 'add', email: stranger.email, role: 'admin' }],
      ['distribution', distributionPage, { intent: 'save', distributionStatus: 'development' }],
      ['outbound-auth', outboundAuthPage, { intent: 'remove', key: 'anything' }],
    ] as const) {
      const refused = await run(viewer, created.id, tab, spec as AdminPageSpec<unknown>, { form });
      expect(refused.kind === 'app' && refused.status, tab).toBe(403);
    }
    expect((await run(stranger, created.id, 'audit', auditPage)).kind).toBe('not-found');
    expect(
      (await run(stranger, created.id, 'members', membersPage, { form: { intent: 'remove' } })).kind,
    ).toBe('not-found');
  });

  it('adds and removes outbound auth services, never echoing a secret, with the spec’s errors', async () => {
    const owner = await developer();
    const { app: created } = await app(owner, 'oauth2');
    const refused = await run(owner, created.id, 'outbound-auth', outboundAuthPage, {
      form: {
        intent: 'put',
        provider: 'oauth2',
        key: 'crm',
        clientId: 'crm-client',
        clientSecret: 'crm-secret',
        authorizationUrl: 'https://crm.example/auth',
        tokenUrl: 'https://crm.example/token',
      },
    });
    if (refused.kind !== 'app') throw new Error(refused.kind);
    expect(refused.status).toBe(400);
    expect(refused.props.problems.map((problem) => problem.field)).toEqual(['profileRetrieverUrl']);
    expect(refused.props.values).toMatchObject({ key: 'crm', authorizationUrl: 'https://crm.example/auth' });
    expect(JSON.stringify(refused)).not.toContain('crm-secret');

    const saved = await run(owner, created.id, 'outbound-auth', outboundAuthPage, {
      form: {
        intent: 'put',
        provider: 'google',
        key: 'google-drive',
        clientId: 'g-client',
        clientSecret: 'g-secret',
        scopes: 'drive.file  profile',
        // Shown to every provider without JavaScript; ignored for Google.
        authorizationUrl: 'https://ignored.example/auth',
      },
    });
    expect(saved).toMatchObject({ kind: 'redirect', location: expect.stringContaining('?done=put') });
    const listed = await run(owner, created.id, 'outbound-auth', outboundAuthPage, {
      query: '?edit=google-drive',
    });
    if (listed.kind !== 'app') throw new Error(listed.kind);
    expect(listed.props.services).toEqual([
      { provider: 'google', key: 'google-drive', clientId: 'g-client', scopes: ['drive.file', 'profile'] },
    ]);
    expect(listed.props.editing).toBe('google-drive');
    expect(listed.props.values).toMatchObject({
      provider: 'google',
      clientId: 'g-client',
      scopes: 'drive.file profile',
    });
    expect(JSON.stringify(listed)).not.toContain('g-secret');

    const missing = await run(owner, created.id, 'outbound-auth', outboundAuthPage, {
      form: { intent: 'remove', key: 'dropbox' },
    });
    if (missing.kind !== 'app') throw new Error(missing.kind);
    expect(missing.status).toBe(404);
    expect(missing.props.problems[0]?.message).toMatch(/^OutboundAuthServiceNotFound: /);
    const removed = await run(owner, created.id, 'outbound-auth', outboundAuthPage, {
      form: { intent: 'remove', key: 'google-drive' },
    });
    expect(removed).toMatchObject({ kind: 'redirect', location: expect.stringContaining('?done=remove') });
  });

  it('hides the outbound auth page without its feature, and environments from OAuth 2.0 apps', async () => {
    const owner = await developer();
    const { app: created } = await app(owner, 'oauth2');
    expect((await run(owner, created.id, 'environments', environmentsPage)).kind).toBe('not-found');
    flags = ['directAppDistribution'];
    try {
      expect((await run(owner, created.id, 'outbound-auth', outboundAuthPage)).kind).toBe('not-found');
    } finally {
      flags = ['directAppDistribution', 'outbound-auth'];
    }
  });

  it('shows a Forge app’s deployments and the commands with the client id only', async () => {
    const owner = await developer();
    const { app: created, credentials } = await app(owner);
    await registry.recordAppDeployment(created.id, credentials.clientId, {
      environment: 'STAGING',
      status: 'FAILED',
      version: 'v9',
    });
    const page = await run(owner, created.id, 'environments', environmentsPage);
    if (page.kind !== 'app') throw new Error(page.kind);
    expect(page.props.environments.map((row) => [row.type, row.last?.status])).toEqual([
      ['DEVELOPMENT', undefined],
      ['STAGING', 'FAILED'],
      ['PRODUCTION', undefined],
    ]);
    expect(page.props.recordCommand).toContain(`"${credentials.clientId}:$CLIENT_SECRET"`);
    expect(page.props.recordCommand).toContain(`${ORIGIN}/api/console/apps/${created.id}/deployments`);
    expect(JSON.stringify(page.props)).not.toContain(credentials.clientSecret);
  });

  it('pages the audit log, newest first, naming the app when it acted itself', async () => {
    const owner = await developer();
    const { app: created, credentials } = await app(owner);
    await registry.recordAppDeployment(created.id, credentials.clientId, {
      environment: 'PRODUCTION',
      status: 'DONE',
    });
    const page = await run(owner, created.id, 'audit', auditPage);
    if (page.kind !== 'app') throw new Error(page.kind);
    expect(page.props.rows.map((row) => [row.action, row.actor])).toEqual([
      ['deployment.recorded', { kind: 'app', clientId: credentials.clientId }],
      ['app.created', { kind: 'developer', label: owner.email }],
    ]);
  });

  it('refuses a post of a form the page does not have', async () => {
    const owner = await developer();
    const { app: created } = await app(owner);
    const refused = await run(owner, created.id, 'members', membersPage, { form: { intent: 'rotate' } });
    expect(refused.kind === 'app' && refused.status).toBe(400);
    const none = await run(owner, created.id, 'audit', auditPage, { form: { intent: 'save' } });
    expect(none.kind === 'app' && none.status).toBe(405);
  });
});
