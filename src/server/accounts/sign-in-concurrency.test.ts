import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { openPostgresDatabase } from '../storage/postgres-database.ts';
import { describeOnPostgres } from '../storage/every-database.test-helper.ts';
import { BuiltinAccountProvider } from './builtin-account-provider.ts';
import { verifyPassword } from './password-hash.ts';

const FAST = { N: 1024, r: 8, p: 1 };
const RIGHT = 'the right password';
/** Password checks one address may make against one account before it has to wait. */
const ALLOWED_CHECKS = 3;

/**
 * 40 sign-ins at once against one account (39 wrong guesses, then the right password), through
 * `processes` providers over their own connections to the same database, as several portal
 * processes would. Returns the passwords whose hash was checked and how many were accepted.
 */
async function flood(databases: readonly Database[]) {
  const checked: string[] = [];
  const verify = async (password: string, stored: string) => {
    checked.push(password);
    return verifyPassword(password, stored);
  };
  const providers = databases.map(
    (db) => new BuiltinAccountProvider(async () => db, FAST, undefined, { verify }),
  );
  await providers[0]!.register(
    { email: 'victim@example.org', screenName: 'Victim', password: RIGHT },
    { address: '10.0.0.99', now: new Date('2026-11-26T09:00:00Z') },
  );
  const now = new Date('2026-11-26T10:00:00Z');
  const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? RIGHT : `wrong guess ${i}`));
  const results = await Promise.all(
    guesses.map((password, i) =>
      providers[i % providers.length]!.signIn(
        { email: 'victim@example.org', password },
        { address: '203.0.113.7', now },
      ),
    ),
  );
  const again = await providers[0]!.signIn(
    { email: 'victim@example.org', password: RIGHT },
    { address: '203.0.113.7', now },
  );
  return { checked, accepted: results.filter((r) => r.ok).length, again };
}

function concurrencyContract(engine: string, open: () => Promise<Database[]>) {
  describe(`concurrent sign-ins against one account (${engine})`, () => {
    let databases: Database[] = [];
    beforeAll(async () => {
      databases = await open();
      await migrate(databases[0]!, MIGRATIONS);
    }, 60_000);
    afterAll(() => Promise.all(databases.map((db) => db.close())));

    it('checks no more passwords than the limit allows, and accepts none past it', async () => {
      const { checked, accepted, again } = await flood(databases);
      // The right password is accepted only if it was one of the few checks the limit allowed.
      expect(accepted).toBe(checked.includes(RIGHT) ? 1 : 0);
      expect(checked.length).toBeGreaterThanOrEqual(1);
      expect(checked.length).toBeLessThanOrEqual(ALLOWED_CHECKS);
      if (!checked.includes(RIGHT)) {
        expect(again).toMatchObject({ ok: false, error: 'throttled' });
        expect(checked).toHaveLength(ALLOWED_CHECKS);
      }
    }, 60_000);
  });
}

concurrencyContract('embedded PostgreSQL (PGlite)', async () => [await openTestPglite()]);

describeOnPostgres('portico_sign_in_race', 'PostgreSQL server, two processes', (url) => {
  const connect = () => openPostgresDatabase({ connectionString: url });
  concurrencyContract('two connection pools', async () => [await connect(), await connect()]);
});
