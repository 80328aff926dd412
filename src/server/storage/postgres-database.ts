import pg from 'pg';
import type { Database, Queryable } from './database.ts';

/** Pool settings; the defaults suit one portal process among several behind a load balancer. */
export interface PostgresOptions {
  connectionString: string;
  maxConnections?: number;
}

/** A PostgreSQL server reached through a connection pool (DATABASE_URL). */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    // Fail fast instead of hanging a request when the server is unreachable.
    connectionTimeoutMillis: 5_000,
  });
  // Prove the address works now, so a wrong DATABASE_URL stops the start with its own message.
  await pool.query('select 1');
  const runner = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row & pg.QueryResultRow>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'postgres',
    ...runner(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(runner(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
