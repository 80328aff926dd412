/**
 * The machine's PostgreSQL as a test target, for any test runner (Vitest contracts through
 * every-database.test-helper.ts, the node:test browser specs directly): whether it runs, and a
 * schema of its own per test file, so parallel files never collide.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';

/** The machine's PostgreSQL for tests; override with PORTICO_TEST_DATABASE_URL. */
export const TEST_POSTGRES_URL =
  process.env['PORTICO_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether the PostgreSQL tests run: when the server answers, or always when
 * PORTICO_REQUIRE_POSTGRES is set (CI sets it, so an unreachable server fails instead of skipping).
 */
export async function shouldTestPostgres(): Promise<boolean> {
  if (process.env['PORTICO_REQUIRE_POSTGRES'] === '1') return true;
  const { hostname, port } = new URL(TEST_POSTGRES_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Why the PostgreSQL tests are skipped here (a skip reason to print), or false when they run. */
export async function postgresSkipReason(): Promise<string | false> {
  if (await shouldTestPostgres()) return false;
  const { host } = new URL(TEST_POSTGRES_URL);
  return `no PostgreSQL answers at ${host} (PORTICO_TEST_DATABASE_URL); PORTICO_REQUIRE_POSTGRES=1 fails instead of skipping`;
}

/** A connection string whose sessions use `schema` first, so parallel test files never collide. */
export function withSearchPath(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** A schema of its own on the test server: named now, created and dropped when the test says. */
export interface TestSchema {
  readonly name: string;
  /** {@link TEST_POSTGRES_URL} with this schema first on the search path. */
  readonly url: string;
  create(): Promise<void>;
  /** Drops the schema and everything in it (a schema never created is fine). */
  drop(): Promise<void>;
  /** Runs one statement in the schema, from outside whatever the test runs (to check its writes). */
  query<Row extends pg.QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** Runs one statement on a connection of its own, closed afterwards. */
async function runOnce<Row extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, [...params])).rows;
  } finally {
    await client.end();
  }
}

/** A fresh, randomly named schema `<prefix>_<8 hex digits>` (not created yet). */
export function testSchema(prefix: string): TestSchema {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  return {
    name,
    url: withSearchPath(TEST_POSTGRES_URL, name),
    create: async () => void (await runOnce(TEST_POSTGRES_URL, `create schema ${name}`)),
    drop: async () => void (await runOnce(TEST_POSTGRES_URL, `drop schema if exists ${name} cascade`)),
    query: (sql, params) => runOnce(withSearchPath(TEST_POSTGRES_URL, name), sql, params),
  };
}
