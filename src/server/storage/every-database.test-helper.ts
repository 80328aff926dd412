/**
 * Runs a storage contract on both engines the portal supports: embedded PostgreSQL (PGlite, in
 * memory) always, and the machine's PostgreSQL server on a fresh schema, dropped afterwards. The
 * server's part is skipped, with the reason in its name, when nothing answers; under
 * PORTICO_REQUIRE_POSTGRES=1 (CI) it runs regardless, so a missing server fails.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from './database.ts';
import { openTestPglite } from './test-pglite.test-helper.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { postgresSkipReason, testSchema } from './postgres-test-target.test-helper.ts';

const skipReason = await postgresSkipReason();

/**
 * A describe block on a fresh schema `<prefix>_<random>` of the test server; `body` gets the
 * schema's connection string (usable from the block's hooks and tests).
 */
export function describeOnPostgres(prefix: string, name: string, body: (url: string) => void): void {
  const schema = testSchema(prefix);
  if (skipReason !== false) {
    describe.skip(`${name} (skipped: ${skipReason})`, () => body(schema.url));
    return;
  }
  describe(name, () => {
    beforeAll(() => schema.create());
    afterAll(() => schema.drop());
    body(schema.url);
  });
}

/** A contract: registers its describe block `name` against databases from `open`. */
export type StorageContract = (name: string, open: () => Promise<Database>) => void;

/** Registers `contract` on PGlite and, through {@link describeOnPostgres}, on the PostgreSQL server. */
export function describeOnEveryDatabase(prefix: string, contract: StorageContract): void {
  contract('embedded PostgreSQL (PGlite)', () => openTestPglite());
  describeOnPostgres(prefix, 'PostgreSQL server', (url) =>
    contract('shared behaviour', () => openPostgresDatabase({ connectionString: url })),
  );
}
