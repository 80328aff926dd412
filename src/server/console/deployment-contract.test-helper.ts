import { expect, it } from 'vitest';
import { appActorId } from '../../core/console/index.ts';
import type { Owner } from '../../schemas/console.ts';
import type { RegistryUnderTest } from './app-registry-contract.test-helper.ts';
import { AppActionForbiddenError, AppFieldError, AppNotFoundError } from './registry-errors.ts';

/**
 * The deployments part of the registry contract (decision 0028): client authentication, the
 * deployments an app reports as itself, and the history its developers and the app read. Called
 * inside `appRegistryContract`'s describe, with the registry under test once it is open.
 */
export function deploymentContract(current: () => RegistryUnderTest): void {
  const registry = () => current().registry;
  const developer = () => current().developer();
  const forgeApp = (owner: Owner) =>
    registry().createApp(owner, { name: 'Forge app', appType: 'forge', acceptTerms: true });

  it('authenticates an app by its client id and secret, and nothing else', async () => {
    const { app, credentials } = await forgeApp(await developer());
    const { clientId, clientSecret } = credentials;
    expect(await registry().authenticateClient(clientId, clientSecret)).toEqual({ appId: app.id, clientId });
    expect(await registry().authenticateClient(clientId, `${clientSecret}x`)).toBeUndefined();
    expect(await registry().authenticateClient('no-such-client', clientSecret)).toBeUndefined();
  });

  it('stops authenticating the old secret after a rotation, and any secret after deletion', async () => {
    const owner = await developer();
    const { app, credentials } = await forgeApp(owner);
    const rotated = await registry().rotateSecret(app.id, owner);
    expect(
      await registry().authenticateClient(credentials.clientId, credentials.clientSecret),
    ).toBeUndefined();
    expect(await registry().authenticateClient(rotated.clientId, rotated.clientSecret)).toEqual({
      appId: app.id,
      clientId: rotated.clientId,
    });
    await registry().deleteApp(app.id, owner);
    expect(await registry().authenticateClient(rotated.clientId, rotated.clientSecret)).toBeUndefined();
  });

  it('records a deployment reported by the app, audited with the app as actor', async () => {
    const owner = await developer();
    const { app, credentials } = await forgeApp(owner);
    const recorded = await registry().recordAppDeployment(app.id, credentials.clientId, {
      environment: 'STAGING',
      status: 'DONE',
      version: 'v1.4.0',
      startedAt: '2026-11-26T09:00:00Z',
    });
    expect(recorded.environment).toBe('STAGING');
    expect(recorded.deployment).toMatchObject({
      status: 'DONE',
      version: 'v1.4.0',
      startedAt: '2026-11-26T09:00:00.000Z',
    });
    // A finished deployment without a finish time finished when it was reported.
    expect(recorded.deployment.finishedAt).toBeDefined();
    const [entry] = await registry().auditLog(app.id, owner.id);
    expect(entry).toMatchObject({
      action: 'deployment.recorded',
      actorId: appActorId(credentials.clientId),
      details: { environment: 'STAGING', status: 'DONE', version: 'v1.4.0' },
    });
    expect(entry!.actorEmail).toBeUndefined();
    const view = await registry().findApp(app.id, owner.id);
    const staging = view!.app.caasEnvironments.find((environment) => environment.type === 'STAGING');
    expect(staging?.lastDeployment?.id).toBe(recorded.deployment.id);
  });

  it('refuses another app’s client and a missing environment, leaving no audit entry', async () => {
    const owner = await developer();
    const { app } = await forgeApp(owner);
    const other = await forgeApp(owner);
    const report = { environment: 'PRODUCTION', status: 'IN_PROGRESS' } as const;
    await expect(registry().recordAppDeployment(app.id, other.credentials.clientId, report)).rejects.toThrow(
      AppNotFoundError,
    );
    const oauth = await registry().createApp(owner, { name: 'Web', appType: 'oauth2', acceptTerms: true });
    const refused = registry().recordAppDeployment(oauth.app.id, oauth.credentials.clientId, {
      environment: 'STAGING',
      status: 'DONE',
    });
    await expect(refused).rejects.toThrow(AppFieldError);
    await expect(refused).rejects.toMatchObject({ problems: [{ field: 'environment' }] });
    const actions = (await registry().auditLog(app.id, owner.id)).map((entry) => entry.action);
    expect(actions).toEqual(['app.created']);
    const oauthActions = (await registry().auditLog(oauth.app.id, owner.id)).map((entry) => entry.action);
    expect(oauthActions).toEqual(['app.created']);
  });

  it('names the refused fields of a malformed report', async () => {
    const { app, credentials } = await forgeApp(await developer());
    const refused = registry().recordAppDeployment(app.id, credentials.clientId, {
      environment: 'QA',
      status: 'DONE',
      startedAt: 'yesterday',
    } as never);
    await expect(refused).rejects.toMatchObject({
      problems: [
        { field: 'environment', message: 'Environment must be one of DEVELOPMENT, STAGING, PRODUCTION' },
        { field: 'startedAt', message: 'Start time must be an ISO 8601 date-time' },
      ],
    });
    await expect(
      registry().recordAppDeployment(app.id, credentials.clientId, [] as never),
    ).rejects.toMatchObject({ problems: [{ field: 'body' }] });
  });

  it('lists the latest deployments per environment, newest first, for the app and its developers', async () => {
    const owner = await developer();
    const viewer = await developer();
    const stranger = await developer();
    const { app, credentials } = await forgeApp(owner);
    await registry().addMember(app.id, owner, { accountId: viewer.id, email: viewer.email, role: 'viewer' });
    for (const version of ['1', '2', '3']) {
      await registry().recordAppDeployment(app.id, credentials.clientId, {
        environment: 'PRODUCTION',
        status: 'DONE',
        version,
        startedAt: `2026-11-2${version}T08:00:00Z`,
      });
    }
    await registry().recordDeployment(app.id, owner, { environment: 'DEVELOPMENT', status: 'FAILED' });
    const history = await registry().deploymentHistory(app.id, { clientId: credentials.clientId }, 2);
    expect(history.map((entry) => entry.environment)).toEqual(['DEVELOPMENT', 'STAGING', 'PRODUCTION']);
    expect(history[0]!.deployments.map((deployment) => deployment.status)).toEqual(['FAILED']);
    expect(history[1]!.deployments).toEqual([]);
    expect(history[2]!.deployments.map((deployment) => deployment.version)).toEqual(['3', '2']);
    expect(await registry().deploymentHistory(app.id, { accountId: viewer.id }, 10)).toEqual(
      await registry().deploymentHistory(app.id, { accountId: owner.id }, 10),
    );
    const [, , production] = await registry().deploymentHistory(app.id, { accountId: owner.id }, 1);
    expect(production!.deployments.map((deployment) => deployment.version)).toEqual(['3']);
    await expect(registry().deploymentHistory(app.id, { accountId: stranger.id }, 10)).rejects.toThrow(
      AppNotFoundError,
    );
    const other = await forgeApp(owner);
    await expect(
      registry().deploymentHistory(app.id, { clientId: other.credentials.clientId }, 10),
    ).rejects.toThrow(AppNotFoundError);
    await expect(
      registry().deploymentHistory('no-such-app', { clientId: credentials.clientId }, 10),
    ).rejects.toThrow(AppNotFoundError);
  });

  it('lets a viewer read deployments but not record one', async () => {
    const owner = await developer();
    const viewer = await developer();
    const { app } = await forgeApp(owner);
    await registry().addMember(app.id, owner, { accountId: viewer.id, email: viewer.email, role: 'viewer' });
    await expect(
      registry().recordDeployment(app.id, viewer, { environment: 'PRODUCTION', status: 'DONE' }),
    ).rejects.toThrow(AppActionForbiddenError);
    expect(await registry().deploymentHistory(app.id, { accountId: viewer.id }, 10)).toHaveLength(3);
  });
}
