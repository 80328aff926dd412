import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppOrOutboundAuthServiceNotFound,
  findOutboundAuthService,
  MAX_OUTBOUND_AUTH_SERVICES_PER_APP,
  OutboundAuthServiceNotFound,
  QUOTA_MESSAGES,
} from '../../core/console/index.ts';
import type { OutboundAuthServiceInput, Owner } from '../../schemas/console.ts';
import { insertAccount } from '../accounts/account-store.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import type { AppRegistry } from './app-registry.ts';
import { embeddedAppRegistry } from './embedded-app-registry.ts';
import { AppActionForbiddenError, AppFieldError } from './registry-errors.ts';
import { openSecret } from './secret-box.ts';

const KEY = randomBytes(32);
const google = (key: string, clientSecret = 'google-secret'): OutboundAuthServiceInput => ({
  provider: 'google',
  key,
  clientId: 'google-client',
  scopes: [],
  clientSecret,
});

function outboundAuthContract(name: string, open: () => Promise<Database>) {
  describe(name, () => {
    let db: Database;
    let registry: AppRegistry;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      registry = embeddedAppRegistry(async () => db, {
        employeeEmailDomain: 'vendor.example',
        secretKey: KEY,
      });
    }, 60_000);
    afterAll(() => db.close());

    const developer = async (): Promise<Owner> => {
      const email = `dev-${randomUUID()}@example.com`;
      const account = await insertAccount(db, { email, screenName: 'Dev', provider: 'builtin' });
      return { id: account!.id, email, emailVerified: false };
    };

    it('stores the provider secret sealed, never shows it, and replaces a service by key', async () => {
      const owner = await developer();
      const { app } = await registry.createApp(owner, {
        name: 'Outbound',
        appType: 'forge',
        acceptTerms: true,
      });
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
      const rows = await db.query<{ key: string; client_secret_encrypted: string }>(
        'select key, client_secret_encrypted from console_outbound_auth where app_id = $1 order by key',
        [app.id],
      );
      expect(JSON.stringify(rows)).not.toContain('idp-secret');
      expect(rows.map((row) => openSecret(KEY, row.client_secret_encrypted))).toEqual([
        'second',
        'idp-secret',
      ]);

      const view = await registry.findApp(app.id, owner.id);
      expect(JSON.stringify(view)).not.toMatch(/idp-secret|second/);
      expect(findOutboundAuthService(view, 'my-idp')).toMatchObject({
        provider: 'oauth2',
        profileRetrieverUrl: 'https://idp.example/me',
      });
      expect(() => findOutboundAuthService(view, 'nothing')).toThrow(OutboundAuthServiceNotFound);
      const audit = await registry.auditLog(app.id, owner.id);
      expect(audit.slice(0, 3).map((entry) => entry.action)).toEqual([
        'outbound-auth.updated',
        'outbound-auth.added',
        'outbound-auth.added',
      ]);
    });

    it('answers the spec errors, holds the quota and refuses viewers', async () => {
      const owner = await developer();
      const viewer = await developer();
      const stranger = await developer();
      const { app } = await registry.createApp(owner, {
        name: 'Quota',
        appType: 'oauth2',
        acceptTerms: true,
      });
      await registry.addMember(app.id, owner, { accountId: viewer.id, email: viewer.email, role: 'viewer' });
      await expect(registry.removeOutboundAuth(app.id, owner, 'missing')).rejects.toBeInstanceOf(
        OutboundAuthServiceNotFound,
      );
      await expect(registry.removeOutboundAuth(app.id, stranger, 'missing')).rejects.toBeInstanceOf(
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

describeOnEveryDatabase('console_outbound', outboundAuthContract);
