import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_APPS_PER_DEVELOPER, verifyClientSecret } from '../../core/console/index.ts';
import type { Owner } from '../../schemas/console.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { appRegistryContract } from './app-registry-contract.test-helper.ts';
import type { AppRegistry } from './app-registry.ts';
import { embeddedUnderTest } from './embedded-under-test.test-helper.ts';
import { AppFieldError } from './registry-errors.ts';

/** What only the embedded registry can show: what its tables hold. */
function atRest(name: string, open: () => Promise<Database>) {
  describe(`${name}: at rest`, () => {
    let db: Database;
    let registry: AppRegistry;
    let developer: () => Promise<Owner>;
    beforeAll(async () => {
      ({ db, registry, developer } = await embeddedUnderTest(open));
    }, 60_000);
    afterAll(() => db.close());

    const create = (owner: Owner, appType: 'oauth2' | 'forge' = 'oauth2') =>
      registry.createApp(owner, { name: 'My app', appType, acceptTerms: true });
    const auditActions = async (appId: string) =>
      (
        await db.query<{ action: string }>(
          'select action from console_audit where app_id = $1 order by seq',
          [appId],
        )
      ).map((row) => row.action);

    it('keeps only the hash of the secret, nowhere the secret itself', async () => {
      const owner = await developer();
      const { app, credentials } = await create(owner);
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
      expect(await auditActions(app.id)).toEqual(['app.created']);
    });

    it("counts the owner's apps in the table, not only in the list, after a race", async () => {
      const owner = await developer();
      await Promise.allSettled(Array.from({ length: MAX_APPS_PER_DEVELOPER + 10 }, () => create(owner)));
      // Under load a racer may also fail for want of a connection: top up one by one until the
      // quota refuses, so the count below shows an overshoot and never a slow machine.
      for (let made = 0; made <= MAX_APPS_PER_DEVELOPER; made++) {
        const refused = await create(owner).then(
          () => false,
          (error: unknown) => error instanceof AppFieldError,
        );
        if (refused) break;
      }
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from console_app where owner_id = $1',
        [owner.id],
      );
      expect(row!.count).toBe(MAX_APPS_PER_DEVELOPER);
    }, 60_000);

    it("rotates to a new hash and generation, deleting the old secret's tokens", async () => {
      const owner = await developer();
      const { app, credentials } = await create(owner);
      await db.query(
        `insert into oauth_payload (model, id, payload, client_id, secret_generation) values ('AccessToken', $1, '{}', $2, 1)`,
        [randomUUID(), credentials.clientId],
      );
      const rotated = await registry.rotateSecret(app.id, owner);
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
    });

    it('merges enrolment scopes in one row', async () => {
      const owner = await developer();
      const { app } = await create(owner);
      await registry.addApi(app.id, owner, { apiId: 'jira-api', scopes: ['read:jira-work'] });
      await registry.addApi(app.id, owner, {
        apiId: 'jira-api',
        scopes: ['write:jira-work', 'read:jira-work'],
      });
      const rows = await db.query<{ scopes: string[] }>(
        'select scopes from console_enrolment where app_id = $1',
        [app.id],
      );
      expect(rows.map((row) => row.scopes)).toEqual([['read:jira-work', 'write:jira-work']]);
      await registry.removeApi(app.id, owner, 'jira-api');
      expect(await db.query('select api_id from console_enrolment where app_id = $1', [app.id])).toEqual([]);
    });

    it('deletes every row of the app and its tokens, keeping the record of the deletion', async () => {
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

describeOnEveryDatabase('console_registry', (name, open) => {
  appRegistryContract(name, () => embeddedUnderTest(open));
  atRest(name, open);
});
