import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Queryable } from './database.ts';
import type { Tables } from './tables.ts';

/** The builder's own transactions would bypass the Database's timeouts and fault handling. */
const USE_DATABASE_TRANSACTION =
  'Build queries on the transaction Database.transaction() passes, not with Kysely.transaction().';

/**
 * A Kysely driver that runs every compiled statement through one {@link Queryable}: the portal's
 * database (PGlite or the node-postgres pool, with their timeouts, breaker and error
 * classification) or a transaction it opened. The driver holds no connections of its own.
 */
class QueryableDriver implements Driver {
  readonly #connection: DatabaseConnection;

  constructor(target: Queryable) {
    this.#connection = {
      async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
        return { rows: await target.query<R & object>(compiled.sql, compiled.parameters) };
      },
      streamQuery() {
        throw new Error('Streaming is not supported: read in pages with limit and offset.');
      },
    };
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  beginTransaction(): Promise<void> {
    return Promise.reject(new Error(USE_DATABASE_TRANSACTION));
  }
  commitTransaction(): Promise<void> {
    return Promise.reject(new Error(USE_DATABASE_TRANSACTION));
  }
  rollbackTransaction(): Promise<void> {
    return Promise.reject(new Error(USE_DATABASE_TRANSACTION));
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const builders = new WeakMap<Queryable, Kysely<Tables>>();

/**
 * A query builder over the portal's tables ({@link Tables}) that runs on `target`. The compiler
 * checks every table and column name and the type of every value written or read; the SQL is
 * PostgreSQL's, so it runs the same on PGlite and on a server. Inside `db.transaction(tx => …)`
 * build on `tx`, so the statements share the transaction.
 */
export function typedSql(target: Queryable): Kysely<Tables> {
  let builder = builders.get(target);
  if (builder === undefined) {
    builder = new Kysely<Tables>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new QueryableDriver(target),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    builders.set(target, builder);
  }
  return builder;
}
