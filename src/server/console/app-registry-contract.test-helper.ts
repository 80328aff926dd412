import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppOrOutboundAuthServiceNotFound,
  findOutboundAuthService,
  MAX_APPS_PER_DEVELOPER,
  MAX_CALLBACK_URLS_PER_APP,
  MAX_OUTBOUND_AUTH_SERVICES_PER_APP,
  OutboundAuthServiceNotFound,
  QUOTA_MESSAGES,
} from '../../core/console/index.ts';
import type {
  AccountFeatureFlag,
  AppDetails,
  OutboundAuthServiceInput,
  Owner,
} from '../../schemas/console.ts';
import type { AppRegistry } from './app-registry.ts';
import { deploymentContract } from './deployment-contract.test-helper.ts';
import { AppActionForbiddenError, AppFieldError, AppNotFoundError } from './registry-errors.ts';

/** A registry under test and how to make developers it knows. */
export interface RegistryUnderTest {
  registry: AppRegistry;
  /** A new developer account (fresh for each call, so tests do not share quotas). */
  developer(): Promise<Owner>;
  close(): Promise<void>;
}

const NO_FEATURES = { features: new Set<AccountFeatureFlag>() };
const PUBLISHER = { features: new Set<AccountFeatureFlag>(['directAppDistribution']) };

/** App details as the settings form posts them, with `overrides`. */
export function details(overrides: Partial<AppDetails> = {}): AppDetails {
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
export async function refusedFields(promise: Promise<unknown>): Promise<string[]> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppFieldError);
  return (error as AppFieldError).problems.map((problem) => problem.field);
}

const google = (key: string, clientSecret = 'google-secret'): OutboundAuthServiceInput => ({
  provider: 'google',
  key,
  clientId: 'google-client',
  scopes: [],
  clientSecret,
});

/**
 * The behaviour every AppRegistry owes the console (decision 0026 §1), seen only through the
 * interface, so the embedded registry and the vendor client answer to the same tests. What a
 * registry keeps at rest (hashes, sealed secrets, cascades) is tested beside each registry.
 */
export function appRegistryContract(name: string, open: () => Promise<RegistryUnderTest>): void {
  describe(name, () => {
    let under: RegistryUnderTest;
    let registry: AppRegistry;
    beforeAll(async () => {
      under = await open();
      registry = under.registry;
    }, 60_000);
    afterAll(() => under.close());

    const developer = () => under.developer();
    const create = (owner: Owner, appType: 'oauth2' | 'forge' = 'oauth2', name = 'My app') =>
      registry.createApp(owner, { name, appType, acceptTerms: true });
    /** The audit log oldest first, as the owner reads it. */
    const auditActions = async (appId: string, owner: Owner) =>
      (await registry.auditLog(appId, owner.id)).map((entry) => entry.action).reverse();

    deploymentContract(() => under);

    it('creates an app and shows its secret only on creation', async () => {
      const owner = await developer();
      const { app, credentials } = await create(owner);
      expect(app.appType).toBe('oauth2');
      expect(credentials.clientSecret.length).toBeGreaterThanOrEqual(32);
      const view = await registry.findApp(app.id, owner.id);
      expect(view).toMatchObject({ role: 'owner', clientId: credentials.clientId, owner: { id: owner.id } });
      expect(JSON.stringify(view)).not.toContain(credentials.clientSecret);
      expect(JSON.stringify(await registry.listApps(owner.id))).not.toContain(credentials.clientSecret);
      expect(await auditActions(app.id, owner)).toEqual(['app.created']);
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
      expect(await auditActions(app.id, owner)).toEqual(['app.created', 'deployment.recorded']);
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
      expect(await registry.listApps(owner.id)).toHaveLength(MAX_APPS_PER_DEVELOPER);
    }, 60_000);

    it('refuses a create the rules refuse, naming the field', async () => {
      const owner = await developer();
      expect(
        await refusedFields(registry.createApp(owner, { name: ' ', appType: 'oauth2', acceptTerms: true })),
      ).toEqual(['name']);
      expect(await registry.listApps(owner.id)).toEqual([]);
    });

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
      expect(await auditActions(app.id, owner)).toEqual(['app.created']);
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
      const refused = await registry.rotateSecret(app.id, viewer).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppActionForbiddenError);
      expect(refused).toMatchObject({ appId: app.id, action: 'rotate-secret' });
      expect((await registry.findApp(app.id, owner.id))!.details.name).toBe('My app');

      await registry.updateDetails(app.id, admin, details({ name: 'By the admin' }), NO_FEATURES);
      expect((await registry.findApp(app.id, viewer.id))!.details.name).toBe('By the admin');
      await expect(
        registry.addMember(app.id, admin, { accountId: viewer.id, email: viewer.email, role: 'admin' }),
      ).rejects.toBeInstanceOf(AppActionForbiddenError);
      await expect(registry.deleteApp(app.id, admin)).rejects.toBeInstanceOf(AppActionForbiddenError);

      await registry.removeMember(app.id, owner, viewer.id);
      expect(await registry.findApp(app.id, viewer.id)).toBeUndefined();
      expect(await auditActions(app.id, owner)).toEqual([
        'app.created',
        'member.added',
        'member.added',
        'app.updated',
        'member.removed',
      ]);
    });

    it('rotates the secret: the same client, a new secret and a new generation', async () => {
      const owner = await developer();
      const { app, credentials } = await create(owner);
      const before = (await registry.findApp(app.id, owner.id))!.secretGeneration;
      const rotated = await registry.rotateSecret(app.id, owner);
      expect(rotated.clientId).toBe(credentials.clientId);
      expect(rotated.clientSecret).not.toBe(credentials.clientSecret);
      const view = await registry.findApp(app.id, owner.id);
      expect(view!.secretGeneration).toBe(before + 1);
      expect(JSON.stringify(view)).not.toContain(rotated.clientSecret);
      expect(await auditActions(app.id, owner)).toEqual(['app.created', 'credentials.rotated']);
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
      const audited = await auditActions(app.id, owner);
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
      expect(view!.details).toMatchObject({
        vendorName: 'Example Ltd',
        contactLink: 'mailto:help@app.example',
      });
      expect(view!.app.installUrl).toContain(`client_id=${view!.clientId}`);
      expect((await auditActions(app.id, owner)).at(-1)).toBe('distribution.changed');
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
      expect((await registry.findApp(app.id, owner.id))!.app.enrolments).toEqual([
        { apiId: 'jira-api', scopes: ['read:jira-work', 'write:jira-work'] },
      ]);
      expect(await refusedFields(registry.removeApi(app.id, owner, 'confluence-api'))).toEqual(['apiId']);
      await registry.removeApi(app.id, owner, 'jira-api');
      expect((await registry.findApp(app.id, owner.id))!.app.enrolments).toEqual([]);
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

    it('deletes an app with everything it has, for its members too', async () => {
      const owner = await developer();
      const member = await developer();
      const { app } = await create(owner, 'forge');
      await registry.addMember(app.id, owner, { accountId: member.id, email: member.email, role: 'viewer' });
      await registry.addCallbackUrl(app.id, owner, 'https://app.example/cb');
      await registry.recordDeployment(app.id, owner, { environment: 'PRODUCTION', status: 'IN_PROGRESS' });
      await registry.deleteApp(app.id, owner);
      expect(await registry.findApp(app.id, owner.id)).toBeUndefined();
      expect(await registry.listApps(owner.id)).toEqual([]);
      expect(await registry.listApps(member.id)).toEqual([]);
      await expect(registry.deleteApp(app.id, owner)).rejects.toBeInstanceOf(AppNotFoundError);
    });

    it('keeps outbound auth services by key, never showing their secrets', async () => {
      const owner = await developer();
      const { app } = await create(owner, 'forge', 'Outbound');
      await registry.putOutboundAuth(app.id, owner, {
        provider: 'oauth2',
        key: 'my-idp',
        clientId: 'idp-client',
        scopes: ['profile'],
        authorizationUrl: 'https://idp.example/authorize',
        tokenUrl: 'https://idp.example/token',
        profileRetrieverUrl: 'https://idp.example/me',
        clientSecret: 'idp-secret',
      });
      await registry.putOutboundAuth(app.id, owner, google('drive', 'first'));
      await registry.putOutboundAuth(app.id, owner, google('drive', 'second'));
      const view = await registry.findApp(app.id, owner.id);
      expect(JSON.stringify(view)).not.toMatch(/idp-secret|first|second/);
      expect(view!.outboundAuth.map((service) => service.key).sort()).toEqual(['drive', 'my-idp']);
      expect(findOutboundAuthService(view, 'my-idp')).toMatchObject({
        provider: 'oauth2',
        profileRetrieverUrl: 'https://idp.example/me',
      });
      expect(() => findOutboundAuthService(view, 'nothing')).toThrow(OutboundAuthServiceNotFound);
      expect((await auditActions(app.id, owner)).slice(-3)).toEqual([
        'outbound-auth.added',
        'outbound-auth.added',
        'outbound-auth.updated',
      ]);
    });

    it('answers the outbound auth spec errors, holds the quota and refuses viewers', async () => {
      const owner = await developer();
      const viewer = await developer();
      const stranger = await developer();
      const { app } = await create(owner, 'oauth2', 'Quota');
      await registry.addMember(app.id, owner, { accountId: viewer.id, email: viewer.email, role: 'viewer' });
      await expect(registry.removeOutboundAuth(app.id, owner, 'missing')).rejects.toBeInstanceOf(
        OutboundAuthServiceNotFound,
      );
      await expect(registry.removeOutboundAuth(app.id, stranger, 'missing')).rejects.toBeInstanceOf(
        AppOrOutboundAuthServiceNotFound,
      );
      await expect(registry.putOutboundAuth(app.id, stranger, google('drive'))).rejects.toBeInstanceOf(
        AppOrOutboundAuthServiceNotFound,
      );
      await expect(registry.putOutboundAuth(app.id, viewer, google('drive'))).rejects.toBeInstanceOf(
        AppActionForbiddenError,
      );
      for (let i = 0; i < MAX_OUTBOUND_AUTH_SERVICES_PER_APP; i++) {
        await registry.putOutboundAuth(app.id, owner, google(`service-${i}`));
      }
      const error = await registry
        .putOutboundAuth(app.id, owner, google('one-more'))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppFieldError);
      expect((error as AppFieldError).problems).toEqual([
        { field: 'key', message: QUOTA_MESSAGES.outboundAuth },
      ]);
      await registry.removeOutboundAuth(app.id, owner, 'service-0');
      expect((await registry.findApp(app.id, viewer.id))!.outboundAuth).toHaveLength(
        MAX_OUTBOUND_AUTH_SERVICES_PER_APP - 1,
      );
    });
  });
}
