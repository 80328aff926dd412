import type { Database } from './database.ts';
import type { Migration } from './migrations.ts';

/** Arbitrary constant key for the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_290_114;

/** Migrations may wait for another process's turn and build indexes: longer than a request's statement. */
const MIGRATION = { statementTimeoutMs: 60_000 };

/**
 * Applies every migration not yet recorded in schema_migrations, in id order, each in its own
 * transaction with its record. Several portal processes may start at once against one
 * PostgreSQL server: a transaction-scoped advisory lock makes them take turns, and each re-reads
 * what is applied after taking it. Returns the ids applied by this call.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const ids = migrations.map((m) => m.id);
  const sorted = [...ids].sort();
  if (new Set(ids).size !== ids.length || ids.some((id, i) => id !== sorted[i])) {
    throw new Error(`Migrations must have unique ids in ascending order: ${ids.join(', ')}`);
  }
  // Concurrent `create table if not exists` can still collide in PostgreSQL's catalogue, so the
  // bookkeeping table is created under the same lock as the migrations.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
  }, MIGRATION);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    }, MIGRATION);
    if (ran) applied.push(migration.id);
  }
  return applied;
}

/** Splits a migration into statements at semicolons that end a line (no semicolons in bodies). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
