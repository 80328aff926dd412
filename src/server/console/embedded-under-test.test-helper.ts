import { randomBytes, randomUUID } from 'node:crypto';
import type { Owner } from '../../schemas/console.ts';
import { insertAccount } from '../accounts/account-store.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import type { AppRegistry } from './app-registry.ts';
import { embeddedAppRegistry } from './embedded-app-registry.ts';

/** An embedded registry under test, with its database. */
export interface EmbeddedUnderTest {
  db: Database;
  registry: AppRegistry;
  /** A new account in the registry's database, as an app owner. */
  developer(): Promise<Owner>;
  close(): Promise<void>;
}

/** An embedded registry on a migrated database `open` gives, with a developer factory. */
export async function embeddedUnderTest(open: () => Promise<Database>): Promise<EmbeddedUnderTest> {
  const db = await open();
  await migrate(db, MIGRATIONS);
  const registry = embeddedAppRegistry(async () => db, {
    employeeEmailDomain: 'vendor.example',
    authorizationEndpoint: 'https://portal.example/oauth2/auth',
    secretKey: randomBytes(32),
  });
  const developer = async (): Promise<Owner> => {
    const email = `dev-${randomUUID()}@example.com`;
    const account = await insertAccount(db, { email, screenName: 'Dev', provider: 'builtin' });
    return { id: account!.id, email, emailVerified: false };
  };
  return { db, registry, developer, close: () => db.close() };
}
