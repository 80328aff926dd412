import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Migration } from './migrations.ts';
import { openDatabase } from './open-database.ts';

describe('openDatabase (embedded default)', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('keeps committed rows in DATA_DIR across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portico-db-'));
    dirs.push(dataDir);
    const migrations: Migration[] = [{ id: '0001-kv', sql: 'create table kv (k text primary key, v text)' }];
    const first = await openDatabase({ DATA_DIR: dataDir }, migrations);
    expect(first.kind).toBe('embedded');
    await first.transaction((tx) => tx.query("insert into kv values ('a', 'saved')"));
    await first.close();

    const second = await openDatabase({ DATA_DIR: dataDir }, migrations);
    expect(await second.query('select v from kv')).toEqual([{ v: 'saved' }]);
    await second.close();
  }, 120_000); // two PGlite starts on disk

  it('closes the database and fails the start when a migration fails', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portico-db-'));
    dirs.push(dataDir);
    await expect(
      openDatabase({ DATA_DIR: dataDir }, [{ id: '0001-bad', sql: 'create tabel nope (x int)' }]),
    ).rejects.toThrow(/syntax/);
  }, 60_000);
});
