import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Portal } from '../portal.ts';
import type { Database } from '../storage/database.ts';
import { describeOnPostgres } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openPostgresDatabase } from '../storage/postgres-database.ts';
import {
  appConfig,
  createTestApp,
  TestBrowser,
  testPortal,
  threeLegged,
} from './oauth-test-portal.test-helper.ts';

// Two portal processes on one DATABASE_URL (decision 0026 §4): each has its own provider, pool,
// and lazily made keys, and every token one issues must work through the other. Without a
// PostgreSQL server this is skipped, and fails under PORTICO_REQUIRE_POSTGRES=1.
describeOnPostgres('portico_oauth_scale', 'PostgreSQL server, two portals', (url) => {
  describe('the authorization server scaled out', () => {
    let first: { db: Database; portal: Portal };
    let second: { db: Database; portal: Portal };
    beforeAll(async () => {
      const open = async () => {
        const db = await openPostgresDatabase({ connectionString: url });
        return { db, portal: testPortal(db, []) };
      };
      first = await open();
      await migrate(first.db, MIGRATIONS);
      second = await open();
      // Both start at once, as processes do: they must settle on one signing key.
      await Promise.all([first.portal.oauth(), second.portal.oauth()]);
    }, 60_000);
    afterAll(async () => {
      await first.db.close();
      await second.db.close();
    });

    it('introspects and refreshes through one portal what the other issued', async () => {
      const { owner, credentials } = await createTestApp(first.db, await first.portal.apps());
      const viaFirst = await appConfig(
        new TestBrowser(first.portal),
        credentials.clientId,
        credentials.clientSecret,
      );
      // The browser's side (authorization, interaction cookies, consent) runs through the second
      // portal, the app's side (code exchange) through the first: cookie keys and codes agree.
      const browserOfSecond = new TestBrowser(second.portal);
      await browserOfSecond.signIn(owner.id);
      const { tokens } = await threeLegged(browserOfSecond, viaFirst);
      const twoLegged = await client.clientCredentialsGrant(viaFirst, { scope: 'read:me' });

      const viaSecond = await appConfig(
        new TestBrowser(second.portal),
        credentials.clientId,
        credentials.clientSecret,
      );
      for (const token of [tokens.access_token, twoLegged.access_token]) {
        expect(await client.tokenIntrospection(viaSecond, token)).toMatchObject({
          active: true,
          scope: 'read:me',
        });
        expect(await (await second.portal.oauth()).verifyBearer(`Bearer ${token}`)).toMatchObject({
          clientId: credentials.clientId,
        });
      }
      // The ID token of the refresh is signed by the second portal and checked with the keys
      // the first one's discovery advertised: one key for both.
      const refreshed = await client.refreshTokenGrant(viaSecond, tokens.refresh_token!);
      expect(refreshed.claims()?.sub).toBe(owner.id);
      expect((await client.tokenIntrospection(viaFirst, refreshed.access_token)).active).toBe(true);
    });
  });
});
