import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../accounts/account-store.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { memberAccountByEmail } from './member-account.ts';

function memberLookupContract(name: string, open: () => Promise<Database>) {
  describe(name, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
    }, 60_000);
    afterAll(() => db.close());

    const address = () => `Dev-${randomUUID()}@Example.com`;

    it('finds the account of an address, whatever its case', async () => {
      const email = address();
      const account = await insertAccount(db, { email, screenName: 'Dev', provider: 'builtin' });
      expect(await memberAccountByEmail(db, email.toLowerCase())).toEqual({ accountId: account!.id, email });
    });

    it('finds nobody for an address no account uses', async () => {
      expect(await memberAccountByEmail(db, address())).toBeUndefined();
    });

    it('takes the one verified account among several sharing an address, and none when unsure', async () => {
      const email = address();
      await insertAccount(db, { email, screenName: 'Local', provider: 'builtin' });
      const issuer = await insertAccount(db, {
        email,
        screenName: 'Issuer',
        provider: 'https://issuer.example',
        subject: randomUUID(),
      });
      expect(await memberAccountByEmail(db, email)).toBeUndefined();
      await db.query('update accounts set email_verified = true where id = $1', [issuer!.id]);
      expect(await memberAccountByEmail(db, email)).toEqual({ accountId: issuer!.id, email });
    });
  });
}

describeOnEveryDatabase('console_member_lookup', memberLookupContract);
