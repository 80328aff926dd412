import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ServerEnv } from '../config/env.ts';
import type { Logger } from '../log/logger.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS, type Migration } from './migrations.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when DATABASE_URL
 * is set, else embedded PostgreSQL in `<DATA_DIR>/pglite`.
 */
export async function openDatabase(
  env: Pick<ServerEnv, 'DATABASE_URL' | 'DATA_DIR'>,
  migrations: readonly Migration[] = MIGRATIONS,
  log?: Logger,
): Promise<Database> {
  let db: Database;
  if (env.DATABASE_URL !== undefined) {
    db = await openPostgresDatabase({
      connectionString: env.DATABASE_URL,
      onEvent: (event, error) => {
        const fields = error === undefined ? {} : { error: String(error) };
        if (event === 'storage_up') log?.info(event, fields);
        else log?.warn(event, fields);
      },
    });
  } else {
    const dir = join(resolve(env.DATA_DIR), 'pglite');
    await mkdir(dir, { recursive: true });
    db = await openPgliteDatabase(dir);
  }
  try {
    await migrate(db, migrations);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
