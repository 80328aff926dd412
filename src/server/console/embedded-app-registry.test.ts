import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_APPS_PER_DEVELOPER,
  MAX_CALLBACK_URLS_PER_APP,
  QUOTA_MESSAGES,
  verifyClientSecret,
} from '../../core/console/index.ts';
import type { AccountFeatureFlag, AppDetails, Owner } from '../../schemas/console.ts';
import { insertAccount } from '../accounts/account-store.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import type { AppRegistry } from './app-registry.ts';
import { embeddedAppRegistry } from './embedded-app-registry.ts';
import { AppActionForbiddenError, AppFieldError, AppNotFoundError } from './registry-errors.ts';

const NO_FEATURES = { features: new Set<AccountFeatureFlag>() };
const PUBLISHER = { features: new Set<AccountFeatureFlag>(['directAppDistribution']) };

function details(overrides: Partial<AppDetails> = {}): AppDetails {
  return {
    name: 'Renamed',
    description: '',
    vendorType: 'third-party',
    distributionStatus: 'development',
    storesPersonalData: false,
    hasPDReportingApiImplemented: false,
    refreshTokenRotation: true,
    ...overrides,
  };
}

/** The field names of the problems an AppFieldError carries (fails when it is another error). */
async function refusedFields(promise: Promise<unknown>): Promise<string[]> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppFieldError);
  return (error as AppFieldError).problems.map((problem) => problem.field);
}

function registryContract(name: string, open: () => Promise<Database>) {
  describe(name, () => {
    let db: Database;
    let registry: AppRegistry;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      registry = embeddedAppRegistry(async () => db, {
        employeeEmailDomain: 'vendor.example',
        authorizationEndpoint: 'https://portal.example/oauth2/auth',
      });
    }, 60_000);
    afterAll(() => db.close());

    const developer = async (): Promise<Owner> => {
      const email = `dev-${randomUUID()}@example.com`;
      const account = await insertAccount(db, { email, screenName: 'Dev', provider: 'builtin' });
      return { id: account!.id, email, emailVerified: false };
    };
    const create = (owner: Owner, appType: 'oauth2' | 'forge' = 'oauth2', name = 'My app') =>
      registry.createApp(owner, { name, appType, acceptTerms: true });
    const auditActions = async (appId: string) =>
      (
        await db.query<{ action: string }>(
          'select action from console_audit where app_id = $1 order by seq',
          [appId],
        )
      ).map((row) => row.action);

    it('creates an app, shows its secret once and keeps only the hash', async () => {
      const owner = await developer();
      const { app, credentials } = await create(owner);
      expect(app.appType).toBe('oauth2');
      expect(credentials.clientSecret).toMatch(/^pcs_/);
      const [client] = await db.query<{ secret_hash: string; secret_generation: number }>(
        'select secret_hash, secret_generation from oauth_client where client_id = $1',
        [credentials.clientId],
      );
      expect(client!.secret_hash).not.toBe(credentials.clientSecret);
      expect(await verifyClientSecret(client!.secret_hash, credentials.clientSecret)).toBe(true);
      expect(client!.secret_generation).toBe(1);
      // The secret appears nowhere at rest: not in the app, its client or the audit log.
      for (const table of ['console_app', 'oauth_client', 'console_audit', 'console_environment']) {
        const rows = await db.query(`select * from ${table}`);
        expect(JSON.stringify(rows)).not.toContain(credentials.clientSecret);
      }
      const view = await registry.findApp(app.id, owner.id);
      expect(view).toMatchObject({ role: 'owner', clientId: credentials.clientId, owner: { id: owner.id } });
      expect(JSON.stringify(view)).not.toContain(credentials.clientSecret);
      expect(await auditActions(app.id)).toEqual(['app.created']);
    });

    it('gives a Forge app three environments and records deployments', async () => {
      const owner = await developer();
      const { app } = await create(owner, 'forge');
      expect(app.appType).toBe('forge');
      expect(app.caasEnvironments.map((environment) => environment.type)).toEqual([
        'DEVELOPMENT',
        'STAGING',
        'PRODUCTION',
      ]);
      await registry.recordDeployment(app.id, owner, {
        environment: 'STAGING',
        status: 'DONE',
        version: '1.2.0',
      });
      const view = await registry.findApp(app.id, owner.id);
      const staging = view!.app.caasEnvironments.find((environment) => environment.type === 'STAGING');
      expect(staging?.lastDeployment).toMatchObject({ status: 'DONE', version: '1.2.0' });
      expect(await auditActions(app.id)).toEqual(['app.created', 'deployment.recorded']);
    });

    it(`refuses the app past ${MAX_APPS_PER_DEVELOPER}, with the quota's message`, async () => {
      const owner = await developer();
      for (let i = 0; i < MAX_APPS_PER_DEVELOPER; i++) await create(owner, 'oauth2', `App ${i}`);
      const error = await create(owner).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(AppFieldError);
      expect((error as AppFieldError).problems).toEqual([{ field: 'name', message: QUOTA_MESSAGES.apps }]);
      expect(await registry.listApps(owner.id)).toHaveLength(MAX_APPS_PER_DEVELOPER);
    }, 60_000);

    it('lets concurrent creates reach the quota but never pass it', async () => {
      const owner = await developer();
      for (let i = 0; i < MAX_APPS_PER_DEVELOPER - 3; i++) await create(owner, 'oauth2', `App ${i}`);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => create(owner, 'oauth2', `Racer ${i}`)),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(AppFieldError);
      }
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from console_app where owner_id = $1',
        [owner.id],
      );
      expect(row!.count).toBe(MAX_APPS_PER_DEVELOPER);
    }, 60_000);

    it('hides an app from a stranger, who can neither read nor change it', async () => {
      const owner = await developer();
      const stranger = await developer();
      const { app } = await create(owner);
      expect(await registry.findApp(app.id, stranger.id)).toBeUndefined();
      expect(await registry.findApp('no-such-app', owner.id)).toBeUndefined();
      expect(await registry.listApps(stranger.id)).toEqual([]);
      await expect(registry.updateDetails(app.id, stranger, details(), NO_FEATURES)).rejects.toBeInstanceOf(
        AppNotFoundError,
      );
      await expect(registry.rotateSecret(app.id, stranger)).rejects.toBeInstanceOf(AppNotFoundError);
      await expect(registry.deleteApp(app.id, stranger)).rejects.toBeInstanceOf(AppNotFoundError);
      await expect(registry.auditLog(app.id, stranger.id)).rejects.toBeInstanceOf(AppNotFoundError);
      expect((await registry.findApp(app.id, owner.id))!.details.name).toBe('My app');
      expect(await auditActions(app.id)).toEqual(['app.created']);
    });

    it('lets members see the app with their role: a viewer only looks, an admin edits', async () => {
      const owner = await developer();
      const viewer = await developer();
      const admin = await developer();
      const { app } = await create(owner);
      await registry.addMember(app.id, owner, { accountId: viewer.id, email: viewer.email, role: 'viewer' });
      await registry.addMember(app.id, owner, { accountId: admin.id, email: admin.email, role: 'admin' });
      expect((await registry.listApps(viewer.id)).map((entry) => entry.id)).toEqual([app.id]);
      expect((await registry.findApp(app.id, viewer.id))!.role).toBe('viewer');

      await expect(registry.updateDetails(app.id, viewer, details(), NO_FEATURES)).rejects.toBeInstanceOf(
        AppActionForbiddenError,
      );
      await expect(registry.addCallbackUrl(app.id, viewer, 'https://app.example/cb')).rejects.toBeInstanceOf(
        AppActionForbiddenError,
      );
      await expect(registry.rotateSecret(app.id, viewer)).rejects.toBeInstanceOf(AppActionForbiddenError);
      expect((await registry.findApp(app.id, owner.id))!.details.name).toBe('My app');

      await registry.updateDetails(app.id, admin, details({ name: 'By the admin' }), NO_FEATURES);
      expect((await registry.findApp(app.id, viewer.id))!.details.name).toBe('By the admin');
      await expect(
        registry.addMember(app.id, admin, { accountId: viewer.id, email: viewer.email, role: 'admin' }),
      ).rejects.toBeInstanceOf(AppActionForbiddenError);
      await expect(registry.deleteApp(app.id, admin)).rejects.toBeInstanceOf(AppActionForbiddenError);

      await registry.removeMember(app.id, owner, viewer.id);
      expect(await registry.findApp(app.id, viewer.id)).toBeUndefined();
      expect(await auditActions(app.id)).toEqual([
        'app.created',
        'member.added',
        'member.added',
        'app.updated',
        'member.removed',
      ]);
    });

    it('rotates the secret: a new hash and generation, the old secret and its tokens gone', async () => {
      const owner = await developer();
      const { app, credentials } = await create(owner);
      await db.query(
        `insert into oauth_payload (model, id, payload, client_id, secret_generation) values ('AccessToken', $1, '{}', $2, 1)`,
        [randomUUID(), credentials.clientId],
      );
      const rotated = await registry.rotateSecret(app.id, owner);
      expect(rotated.clientId).toBe(credentials.clientId);
      expect(rotated.clientSecret).not.toBe(credentials.clientSecret);
      const [client] = await db.query<{ secret_hash: string; secret_generation: number }>(
        'select secret_hash, secret_generation from oauth_client where client_id = $1',
        [credentials.clientId],
      );
      expect(await verifyClientSecret(client!.secret_hash, credentials.clientSecret)).toBe(false);
      expect(await verifyClientSecret(client!.secret_hash, rotated.clientSecret)).toBe(true);
      expect(client!.secret_generation).toBe(2);
      expect(
        await db.query('select id from oauth_payload where client_id = $1', [credentials.clientId]),
      ).toEqual([]);
      expect((await registry.findApp(app.id, owner.id))!.secretGeneration).toBe(2);
      expect(await auditActions(app.id)).toEqual(['app.created', 'credentials.rotated']);
    });

    it('names the field of refused input, holds callback URLs to the quota, and audits nothing refused', async () => {
      const owner = await developer();
      const { app } = await create(owner);
      expect(await refusedFields(registry.addCallbackUrl(app.id, owner, 'http://app.example/cb'))).toEqual([
        'callbackUrl',
      ]);
      for (let i = 0; i < MAX_CALLBACK_URLS_PER_APP; i++) {
        await registry.addCallbackUrl(app.id, owner, `https://app.example/cb/${i}`);
      }
      const quota = await registry
        .addCallbackUrl(app.id, owner, 'https://app.example/one-more')
        .catch((e: unknown) => e);
      expect((quota as AppFieldError).problems).toEqual([
        { field: 'callbackUrl', message: QUOTA_MESSAGES.callbackUrls },
      ]);
      expect((await registry.findApp(app.id, owner.id))!.callbackUrls).toHaveLength(
        MAX_CALLBACK_URLS_PER_APP,
      );

      const bare = details({ distributionStatus: 'public' });
      expect(await refusedFields(registry.updateDetails(app.id, owner, bare, PUBLISHER))).toEqual([
        'vendorName',
        'privacyPolicy',
        'termsOfService',
        'contactLink',
      ]);
      expect(
        await refusedFields(
          registry.updateDetails(app.id, owner, details({ vendorType: 'internal' }), NO_FEATURES),
        ),
      ).toEqual(['vendorType']);
      const audited = await auditActions(app.id);
      expect(audited.filter((action) => action === 'callback-url.added')).toHaveLength(
        MAX_CALLBACK_URLS_PER_APP,
      );
      expect(audited).toHaveLength(1 + MAX_CALLBACK_URLS_PER_APP);

      const complete = details({
        distributionStatus: 'public',
        vendorName: 'Example Ltd',
        privacyPolicy: 'https://app.example/privacy',
        termsOfService: 'https://app.example/terms',
        contactLink: 'mailto:help@app.example',
      });
      await registry.updateDetails(app.id, owner, complete, PUBLISHER);
      const view = await registry.findApp(app.id, owner.id);
      expect(view!.app.distributionStatus).toBe('public');
      expect(view!.app.installUrl).toContain(`client_id=${view!.clientId}`);
      expect((await auditActions(app.id)).at(-1)).toBe('distribution.changed');
      for (let i = 1; i < MAX_CALLBACK_URLS_PER_APP; i++) {
        await registry.removeCallbackUrl(app.id, owner, `https://app.example/cb/${i}`);
      }
      expect(
        await refusedFields(registry.removeCallbackUrl(app.id, owner, 'https://app.example/cb/0')),
      ).toEqual(['callbackUrl']);
      expect((await registry.findApp(app.id, owner.id))!.callbackUrls).toEqual(['https://app.example/cb/0']);
    });

    it('adds and removes APIs, merging scopes, with an audit entry each', async () => {
      const owner = await developer();
      const { app } = await create(owner);
      await registry.addApi(app.id, owner, { apiId: 'jira-api', scopes: ['read:jira-work'] });
      await registry.addApi(app.id, owner, {
        apiId: 'jira-api',
        scopes: ['write:jira-work', 'read:jira-work'],
      });
      const [row] = await db.query<{ scopes: string[] }>(
        'select scopes from console_enrolment where app_id = $1',
        [app.id],
      );
      expect(row!.scopes).toEqual(['read:jira-work', 'write:jira-work']);
      expect(await refusedFields(registry.removeApi(app.id, owner, 'confluence-api'))).toEqual(['apiId']);
      await registry.removeApi(app.id, owner, 'jira-api');
      expect(await db.query('select api_id from console_enrolment where app_id = $1', [app.id])).toEqual([]);
      const log = await registry.auditLog(app.id, owner.id);
      expect(log.map((entry) => entry.action)).toEqual([
        'api.removed',
        'api.added',
        'api.added',
        'app.created',
      ]);
      expect(log[0]).toMatchObject({
        actorId: owner.id,
        actorEmail: owner.email,
        details: { apiId: 'jira-api' },
      });
    });

    it('deletes an app with everything it has, keeping the record of the deletion', async () => {
      const owner = await developer();
      const member = await developer();
      const { app, credentials } = await create(owner, 'forge');
      await registry.addMember(app.id, owner, { accountId: member.id, email: member.email, role: 'viewer' });
      await registry.addCallbackUrl(app.id, owner, 'https://app.example/cb');
      await registry.addApi(app.id, owner, { apiId: 'jira-api', scopes: ['read:jira-work'] });
      await registry.recordDeployment(app.id, owner, { environment: 'PRODUCTION', status: 'IN_PROGRESS' });
      await db.query(
        `insert into oauth_payload (model, id, payload, client_id) values ('RefreshToken', $1, '{}', $2)`,
        [randomUUID(), credentials.clientId],
      );
      const deployments = 'select 1 from console_deployment where environment_id = any($1::text[])';
      const environmentIds = app.caasEnvironments.map((environment) => environment.id);
      expect(await db.query(deployments, [environmentIds])).toHaveLength(1);
      await registry.deleteApp(app.id, owner);
      expect(await registry.findApp(app.id, owner.id)).toBeUndefined();
      expect(await registry.listApps(member.id)).toEqual([]);
      for (const table of [
        'console_app_member',
        'console_callback_url',
        'console_enrolment',
        'console_environment',
        'oauth_client',
      ]) {
        expect(await db.query(`select 1 from ${table} where app_id = $1`, [app.id])).toEqual([]);
      }
      expect(await db.query('select 1 from console_app where id = $1', [app.id])).toEqual([]);
      expect(
        await db.query('select 1 from oauth_payload where client_id = $1', [credentials.clientId]),
      ).toEqual([]);
      expect(await db.query(deployments, [environmentIds])).toEqual([]);
      expect((await auditActions(app.id)).at(-1)).toBe('app.deleted');
    });
  });
}

describeOnEveryDatabase('console_registry', registryContract);
